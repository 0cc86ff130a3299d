'use client';

import { Alert, Anchor, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { useVoucherQueue } from '../../api/billing';
import { OperatorTable } from '../OperatorTable';
import { useMoney, usePick } from './OrderStatusBadge';

export const orderHref = (orderId: string) =>
  `/operator/billing/orders/detail?orderId=${encodeURIComponent(orderId)}`;

/**
 * Bank transfers waiting for a reviewer, oldest first (the customer who waited longest comes first). Opening one
 * shows its voucher and the decision; a decided order leaves the queue.
 */
export function VoucherQueueView() {
  const t = useTranslations('OperatorBilling');
  const formatMoment = useFormatMoment();
  const money = useMoney();
  const pick = usePick();
  const [pageIndex, setPageIndex] = useState(1);
  const query = useVoucherQueue(pageIndex);
  const waiting = query.data?.total;
  return (
    <Stack>
      <PageHeader title={t('vouchersTitle')} intro={t('vouchersIntro')} size="h3" />
      {waiting !== undefined && (
        <Alert color={waiting > 0 ? 'orange' : 'teal'} data-testid="voucher-count">
          {t('vouchersWaiting', { count: waiting })}
        </Alert>
      )}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('vouchersTitle')}
        testId="voucher-queue"
        rowKey={(row) => row.orderId}
        rowName={(row) => row.orderNo}
        rowProps={() => ({ 'data-testid': 'voucher-row' })}
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
          { key: 'company', header: t('company'), maxWidth: 220, cell: (row) => row.companyName },
          {
            key: 'product',
            header: t('product'),
            maxWidth: 220,
            cell: (row) => (
              <>
                <Text size="sm">{pick(row.productNameZh, row.productNameEn)}</Text>
                <Text size="xs" c="dimmed">
                  {t('quantityOf', { quantity: row.quantity })}
                </Text>
              </>
            ),
          },
          {
            key: 'payable',
            header: t('payable'),
            align: 'right',
            nowrap: true,
            cell: (row) => money(row.payableFen),
          },
          {
            key: 'uploaded',
            header: t('voucherUploaded'),
            nowrap: true,
            cell: (row) => (row.voucher ? formatMoment(row.voucher.uploadedAt) : '—'),
          },
          {
            key: 'ordered',
            header: t('orderedAt'),
            nowrap: true,
            cell: (row) => formatMoment(row.createdAt),
          },
        ]}
        rowActions={(row) => [
          <Anchor
            key="open"
            component={Link}
            href={orderHref(row.orderId)}
            size="sm"
            aria-label={t('reviewOf', { orderNo: row.orderNo })}
          >
            {t('review')}
          </Anchor>,
        ]}
      />
    </Stack>
  );
}
