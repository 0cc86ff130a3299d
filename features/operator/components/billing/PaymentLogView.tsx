'use client';

import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import {
  NOTIFICATION_OUTCOMES,
  PAYMENT_LOG_METHODS,
  type PaymentLogQuery,
} from '@/features/billing/contract/payment-log';
import { paymentLogEndpoint } from '@/features/billing/endpoints/payment-log';
import { OPERATOR_PAGE_SIZE } from '../../api/hooks';
import { operatorCall } from '../../api/operator-client';
import { OperatorTable } from '../OperatorTable';
import { useMoney } from './OrderStatusBadge';

/**
 * The payment notification log, read-only: what each gateway notification was (accepted, a duplicate, forged, a
 * wrong amount, an unknown order, late…) — for answering "I paid but…" and finding money to return.
 */
export function PaymentLogView() {
  const t = useTranslations('OperatorPaymentLog');
  const moment = useFormatMoment();
  const money = useMoney();
  const [method, setMethod] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [orderNo, setOrderNo] = useState('');
  const [typedNo] = useDebouncedValue(orderNo.trim(), 300);
  const [pageIndex, setPageIndex] = useState(1);
  const filters = {
    pageIndex,
    pageSize: OPERATOR_PAGE_SIZE,
    method: (method ?? undefined) as PaymentLogQuery['method'],
    outcome: (outcome ?? undefined) as PaymentLogQuery['outcome'],
    orderNo: typedNo || undefined,
  };
  const query = useQuery({
    queryKey: ['operator', 'payment-log', filters],
    queryFn: () => operatorCall(paymentLogEndpoint, filters),
    placeholderData: keepPreviousData,
  });
  const again =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageIndex(1);
    };
  return (
    <Stack>
      <PageHeader title={t('title')} intro={t('intro')} size="h3" />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('orderNo')}
          value={orderNo}
          onChange={(event) => again(setOrderNo)(event.currentTarget.value)}
          maxLength={40}
        />
        <Select
          label={t('method')}
          placeholder={t('all')}
          clearable
          data={PAYMENT_LOG_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
          value={method}
          onChange={again(setMethod)}
        />
        <Select
          label={t('outcome')}
          placeholder={t('all')}
          clearable
          data={NOTIFICATION_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
          value={outcome}
          onChange={again(setOutcome)}
        />
      </Group>
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('title')}
        testId="payment-log"
        rowKey={(row) => row.id}
        rowName={(row) => `${row.orderNo ?? '—'} · ${row.outcome}`}
        columns={[
          { key: 'at', header: t('receivedAt'), nowrap: true, cell: (row) => moment(row.receivedAt) },
          {
            key: 'method',
            header: t('method'),
            cell: (row) =>
              (PAYMENT_LOG_METHODS as readonly string[]).includes(row.method)
                ? t(`methods.${row.method as (typeof PAYMENT_LOG_METHODS)[number]}`)
                : row.method,
          },
          { key: 'orderNo', header: t('orderNo'), nowrap: true, cell: (row) => row.orderNo ?? '—' },
          { key: 'tradeNo', header: t('tradeNo'), maxWidth: 220, cell: (row) => row.tradeNo ?? '—' },
          {
            key: 'amount',
            header: t('amount'),
            align: 'right',
            cell: (row) => (row.amountFen === null ? '—' : money(row.amountFen)),
          },
          {
            key: 'outcome',
            header: t('outcome'),
            cell: (row) =>
              (NOTIFICATION_OUTCOMES as readonly string[]).includes(row.outcome)
                ? t(`outcomes.${row.outcome as (typeof NOTIFICATION_OUTCOMES)[number]}`)
                : row.outcome,
          },
        ]}
      />
    </Stack>
  );
}
