'use client';

import { Alert, Button, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable } from '@/components/ui/DataTable';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import type { LedgerDto, OrderDto } from '@/features/billing/contract';
import { useLedger, useRecharges } from '../../api/records';
import { useFormatFen } from '../money';

const PAGE_SIZE = 20;

function LoadFailed({ title, retry }: { title: string; retry: () => unknown }) {
  const t = useTranslations('BillingCenter.common');
  return (
    <Alert color="red" role="alert" title={title}>
      <Button size="xs" variant="light" color="red" onClick={() => retry()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** Recharge records: the completed top-up orders. */
export function RechargesTab() {
  const t = useTranslations('BillingCenter');
  const locale = useLocale();
  const fen = useFormatFen();
  const moment = useFormatMoment();
  const [pageIndex, setPage] = useState(1);
  const page = useRecharges(pageIndex);
  if (page.isError) return <LoadFailed title={t('recharges.loadFailed')} retry={page.refetch} />;
  const name = (o: OrderDto) => (locale === 'en' ? o.productNameEn : o.productNameZh);
  const when = (o: OrderDto) => moment(o.completedAt ?? o.createdAt);
  return (
    <DataTable
      rows={page.data?.list ?? []}
      loading={page.isPending}
      rowKey={(o) => o.orderNo}
      rowName={(o) => `${o.orderNo} · ${name(o)}`}
      label={t('recharges.tableLabel')}
      labels={{ loading: t('common.loading'), pages: t('common.pages') }}
      minWidth={640}
      paging={{ total: page.data?.total ?? 0, pageIndex, pageSize: PAGE_SIZE, onChange: setPage }}
      columns={[
        { key: 'orderNo', header: t('orders.orderNo'), nowrap: true, cell: (o) => o.orderNo },
        { key: 'product', header: t('orders.product'), cell: name },
        { key: 'credit', header: t('recharges.credit'), align: 'right', cell: (o) => fen(o.creditFen ?? 0) },
        { key: 'paid', header: t('orders.payable'), align: 'right', cell: (o) => fen(o.payableFen) },
        { key: 'at', header: t('recharges.at'), nowrap: true, cell: when },
      ]}
      card={(o) => (
        <>
          <Text size="sm" fw={600}>
            {t('recharges.credit')} {fen(o.creditFen ?? 0)}
          </Text>
          <Text size="xs" c="dimmed">
            {o.orderNo} · {when(o)}
          </Text>
        </>
      )}
      empty={
        <Text c="dimmed" size="sm">
          {t('recharges.empty')}
        </Text>
      }
    />
  );
}

/** The balance's ledger: every top-up, payment, usage charge (consumption), refund and adjustment. */
export function LedgerTab() {
  const t = useTranslations('BillingCenter');
  const fen = useFormatFen();
  const moment = useFormatMoment();
  const [pageIndex, setPage] = useState(1);
  const page = useLedger(pageIndex);
  if (page.isError) return <LoadFailed title={t('ledger.loadFailed')} retry={page.refetch} />;
  const amount = (row: LedgerDto) => (row.amountFen > 0 ? `+${fen(row.amountFen)}` : fen(row.amountFen));
  return (
    <DataTable
      rows={page.data?.list ?? []}
      loading={page.isPending}
      rowKey={(row) => row.id}
      rowName={(row) => `${t(`ledgerKind.${row.kind}`)} ${amount(row)}`}
      label={t('ledger.tableLabel')}
      labels={{ loading: t('common.loading'), pages: t('common.pages') }}
      minWidth={720}
      paging={{ total: page.data?.total ?? 0, pageIndex, pageSize: PAGE_SIZE, onChange: setPage }}
      columns={[
        { key: 'at', header: t('ledger.at'), nowrap: true, cell: (row) => moment(row.at) },
        { key: 'kind', header: t('ledger.kind'), cell: (row) => t(`ledgerKind.${row.kind}`) },
        { key: 'amount', header: t('ledger.amount'), align: 'right', nowrap: true, cell: amount },
        {
          key: 'balance',
          header: t('ledger.balance'),
          align: 'right',
          nowrap: true,
          cell: (row) => fen(row.balanceFen),
        },
        { key: 'order', header: t('orders.orderNo'), cell: (row) => row.orderNo ?? '—' },
        { key: 'note', header: t('ledger.note'), maxWidth: 240, cell: (row) => row.note ?? '' },
      ]}
      card={(row) => (
        <>
          <Text size="sm" fw={600}>
            {t(`ledgerKind.${row.kind}`)} {amount(row)}
          </Text>
          <Text size="xs" c="dimmed">
            {moment(row.at)} · {t('ledger.balance')} {fen(row.balanceFen)}
          </Text>
          {row.note && <Text size="xs">{row.note}</Text>}
        </>
      )}
      empty={
        <Text c="dimmed" size="sm">
          {t('ledger.empty')}
        </Text>
      }
    />
  );
}
