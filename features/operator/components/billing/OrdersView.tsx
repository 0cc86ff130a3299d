'use client';

import { Anchor, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { ORDER_STATUSES, PAY_METHODS, type OrderStatus, type PayMethod } from '@/features/billing/contract';
import { useOperatorOrders } from '../../api/billing';
import { OperatorTable } from '../OperatorTable';
import { OrderStatusBadge, useMoney, usePick } from './OrderStatusBadge';
import { orderHref } from './VoucherQueueView';

/** A day of a date field as the start or the end of that day in China, where the platform's orders are counted. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}+08:00`).toISOString() : undefined;

/** Order search: by status (with how many of each), corporation, number, method and order day; paged. */
export function OrdersView({ initialCorpId = '' }: { initialCorpId?: string }) {
  const t = useTranslations('OperatorBilling');
  const formatMoment = useFormatMoment();
  const money = useMoney();
  const pick = usePick();
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const [corpId, setCorpId] = useState(initialCorpId);
  const [orderNo, setOrderNo] = useState('');
  const [payMethod, setPayMethod] = useState<PayMethod | null>(null);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  // Typed filters ask the server once typing pauses, not at every key (as the FAQ and session searches do).
  const [typedCorpId] = useDebouncedValue(corpId.trim(), 300);
  const [typedOrderNo] = useDebouncedValue(orderNo.trim(), 300);
  const query = useOperatorOrders({
    pageIndex,
    status: status === 'all' ? undefined : status,
    corpId: typedCorpId || undefined,
    orderNo: typedOrderNo || undefined,
    payMethod: payMethod ?? undefined,
    from: dayBound(fromDay, false),
    to: dayBound(toDay, true),
  });
  const counts = query.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  // Every filter starts again from the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageIndex(1);
    };

  return (
    <Stack>
      <PageHeader title={t('ordersTitle')} intro={t('ordersIntro')} size="h3" />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={filter((value: string) => setStatus(value as OrderStatus | 'all'))}
        aria-label={t('statusFilter')}
        data={[
          { value: 'all', label: t('statusCount', { label: t('all'), count: total ?? '…' }) },
          ...ORDER_STATUSES.map((value) => ({
            value,
            label: t('statusCount', { label: t('status', { status: value }), count: counts?.[value] ?? '…' }),
          })),
        ]}
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('orderNo')}
          value={orderNo}
          onChange={(event) => filter(setOrderNo)(event.currentTarget.value)}
          maxLength={40}
        />
        <TextInput
          label={t('corpId')}
          value={corpId}
          onChange={(event) => filter(setCorpId)(event.currentTarget.value)}
          maxLength={100}
        />
        <Select
          label={t('method')}
          placeholder={t('all')}
          clearable
          value={payMethod}
          onChange={filter((value: string | null) => setPayMethod(value as PayMethod | null))}
          data={PAY_METHODS.map((value) => ({ value, label: t('payMethod', { method: value }) }))}
          w={160}
        />
        <TextInput
          type="date"
          label={t('fromDay')}
          value={fromDay}
          onChange={(event) => filter(setFromDay)(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('toDay')}
          value={toDay}
          onChange={(event) => filter(setToDay)(event.currentTarget.value)}
        />
      </Group>
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('ordersTitle')}
        testId="operator-orders"
        rowKey={(row) => row.orderId}
        rowName={(row) => row.orderNo}
        columns={[
          {
            key: 'orderNo',
            header: t('orderNo'),
            nowrap: true,
            cell: (row) => (
              <Anchor component={Link} href={orderHref(row.orderId)}>
                {row.orderNo}
              </Anchor>
            ),
          },
          { key: 'company', header: t('company'), maxWidth: 200, cell: (row) => row.companyName },
          {
            key: 'product',
            header: t('product'),
            maxWidth: 200,
            cell: (row) => `${pick(row.productNameZh, row.productNameEn)} × ${row.quantity}`,
          },
          {
            key: 'payable',
            header: t('payable'),
            align: 'right',
            nowrap: true,
            cell: (row) => money(row.payableFen),
          },
          {
            key: 'method',
            header: t('method'),
            nowrap: true,
            cell: (row) => (row.payMethod ? t('payMethod', { method: row.payMethod }) : '—'),
          },
          {
            key: 'status',
            header: t('statusHeader'),
            width: 120,
            cell: (row) => <OrderStatusBadge status={row.status} />,
          },
          {
            key: 'ordered',
            header: t('orderedAt'),
            nowrap: true,
            cell: (row) => formatMoment(row.createdAt),
          },
        ]}
      />
    </Stack>
  );
}
