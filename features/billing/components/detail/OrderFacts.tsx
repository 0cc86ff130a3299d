'use client';

import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormatDay, useFormatMoment } from '@/components/ui/useFormatDay';
import type { OrderDto } from '@/features/billing/contract';
import { useFormatFen } from '../money';
import { OrderStatusBadge } from '../OrderStatusBadge';

/** The order's fields (issue 22 §2): what was bought, its price, how and when it was paid. */
export function OrderFacts({ order }: { order: OrderDto }) {
  const t = useTranslations('BillingCenter');
  const locale = useLocale();
  const fen = useFormatFen();
  const day = useFormatDay();
  const moment = useFormatMoment();
  const fact = (label: string, value: ReactNode) => (
    <Stack gap={2} key={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
  const facts: [string, ReactNode][] = [
    [t('orders.orderNo'), order.orderNo],
    [t('orders.status'), <OrderStatusBadge key="status" status={order.status} />],
    [t('orders.product'), locale === 'en' ? order.productNameEn : order.productNameZh],
    [t('orders.quantity'), order.quantity],
    ...(order.concurrency !== null
      ? [[t('detail.concurrency'), order.concurrency] as [string, ReactNode]]
      : []),
    ...(order.durationDays
      ? [[t('orders.duration'), t('orders.days', { days: order.durationDays })] as [string, ReactNode]]
      : []),
    ...(order.creditFen !== null
      ? [[t('recharges.credit'), fen(order.creditFen)] as [string, ReactNode]]
      : []),
    [t('price.list'), fen(order.listPriceFen)],
    [
      t('detail.discount'),
      // A promotion priced the order in place of the corporation's discount ("best of"): name it.
      order.promotion
        ? `${t('price.promotion', { title: locale === 'en' ? order.promotion.titleEn : order.promotion.titleZh })} (−${fen(order.promotion.discountFen)})`
        : order.discountPercent > 0
          ? t('standing.discountValue', { percent: order.discountPercent })
          : t('standing.noDiscount'),
    ],
    [t('price.payable'), fen(order.payableFen)],
    [t('detail.payMethod'), order.payMethod ? t(`method.${order.payMethod}`) : '—'],
    [t('orders.createdAt'), moment(order.createdAt)],
    ...(order.paidAt ? [[t('detail.paidAt'), moment(order.paidAt)] as [string, ReactNode]] : []),
    ...(order.startsAt && order.endsAt
      ? [[t('detail.period'), `${day(order.startsAt)} – ${day(order.endsAt)}`] as [string, ReactNode]]
      : []),
    ...(order.tradeNo ? [[t('detail.tradeNo'), order.tradeNo] as [string, ReactNode]] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {facts.map(([label, value]) => fact(label, value))}
    </SimpleGrid>
  );
}
