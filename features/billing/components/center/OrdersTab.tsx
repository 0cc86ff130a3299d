'use client';

import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { DataTable } from '@/components/ui/DataTable';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { usePageOfSearch } from '@/components/ui/usePageOfSearch';
import { ORDER_STATUSES, type OrderDto, type OrderStatus } from '@/features/billing/contract';
import { failureText } from '@/lib/api-client/failure-text';
import { downloadOrders } from '../../api/export';
import { useOrders } from '../../api/orders';
import { useFormatFen } from '../money';
import { OrderStatusBadge } from '../OrderStatusBadge';

const PAGE_SIZE = 10;
export const orderHref = (orderNo: string) => `/dashboard/order/detail?${new URLSearchParams({ orderNo })}`;

/** The corporation's orders: filter by state, page, export the filtered list to .xlsx. */
export function OrdersTab() {
  const t = useTranslations('BillingCenter');
  const locale = useLocale();
  const fen = useFormatFen();
  const moment = useFormatMoment();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [pageIndex, setPage] = usePageOfSearch(status ?? '');
  const orders = useOrders({ pageIndex, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const name = (o: OrderDto) => (locale === 'en' ? o.productNameEn : o.productNameZh);
  /** The product, and under it the promotion that priced the order, if any. */
  const product = (o: OrderDto) => (
    <>
      {name(o)}
      {o.promotion && (
        <Text size="xs" c="dimmed">
          {t('price.promotion', { title: locale === 'en' ? o.promotion.titleEn : o.promotion.titleZh })}
        </Text>
      )}
    </>
  );
  const duration = (o: OrderDto) => (o.durationDays ? t('orders.days', { days: o.durationDays }) : '—');
  const exportList = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadOrders(status ? { status } : {});
    } catch (error) {
      setExportError(failureText(error, t('orders.exportFailed')));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('orders.statusFilter')}
          placeholder={t('orders.statusAll')}
          clearable
          data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status}
          onChange={(value) => setStatus(value as OrderStatus | null)}
          w={200}
        />
        <Button variant="default" onClick={exportList} loading={exporting}>
          {t('orders.export')}
        </Button>
      </Group>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      {orders.isError ? (
        <Alert color="red" role="alert" title={t('orders.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => orders.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable
          rows={orders.data?.list ?? []}
          loading={orders.isPending}
          rowKey={(o) => o.orderNo}
          rowName={(o) => `${o.orderNo} · ${name(o)}`}
          rowProps={(o) => ({ 'data-order-no': o.orderNo, 'data-status': o.status })}
          label={t('orders.tableLabel')}
          testId="orders-table"
          labels={{ loading: t('common.loading'), pages: t('common.pages'), actions: t('orders.actions') }}
          minWidth={860}
          paging={{ total: orders.data?.total ?? 0, pageIndex, pageSize: PAGE_SIZE, onChange: setPage }}
          columns={[
            { key: 'orderNo', header: t('orders.orderNo'), nowrap: true, cell: (o) => o.orderNo },
            { key: 'product', header: t('orders.product'), cell: product },
            { key: 'quantity', header: t('orders.quantity'), align: 'right', cell: (o) => o.quantity },
            { key: 'duration', header: t('orders.duration'), nowrap: true, cell: duration },
            {
              key: 'payable',
              header: t('orders.payable'),
              align: 'right',
              nowrap: true,
              cell: (o) => fen(o.payableFen),
            },
            {
              key: 'status',
              header: t('orders.status'),
              nowrap: true,
              cell: (o) => <OrderStatusBadge status={o.status} />,
            },
            {
              key: 'createdAt',
              header: t('orders.createdAt'),
              nowrap: true,
              cell: (o) => moment(o.createdAt),
            },
          ]}
          rowActions={(o) => [
            <Button key="view" component={Link} href={orderHref(o.orderNo)} size="xs" variant="light">
              {t('orders.view')}
            </Button>,
          ]}
          card={(o) => (
            <>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} component="div">
                  {product(o)}
                </Text>
                <OrderStatusBadge status={o.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {o.orderNo} · {moment(o.createdAt)}
              </Text>
              <Text size="sm">
                {t('orders.quantity')} {o.quantity} · {duration(o)} · {fen(o.payableFen)}
              </Text>
            </>
          )}
          empty={
            <Text c="dimmed" size="sm">
              {t('orders.empty')}
            </Text>
          }
        />
      )}
    </Stack>
  );
}
