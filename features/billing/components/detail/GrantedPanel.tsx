'use client';

import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { OrderDto } from '@/features/billing/contract';
import { useFormatFen } from '../money';

/** A completed order: what it granted, and the page where that is used. */
export function GrantedPanel({ order }: { order: OrderDto }) {
  const t = useTranslations('BillingCenter.granted');
  const day = useFormatDay();
  const fen = useFormatFen();
  const what =
    order.productKind === 'concurrency'
      ? t('concurrency', {
          concurrency: order.concurrency ?? 0,
          from: order.startsAt ? day(order.startsAt) : '—',
          to: order.endsAt ? day(order.endsAt) : '—',
        })
      : order.productKind === 'topup'
        ? t('topup', { credit: fen(order.creditFen ?? 0) })
        : order.productKind === 'portrait'
          ? t('portrait')
          : order.productKind === 'offline'
            ? t('offline', {
                count: order.quantity,
                devices: Math.floor((order.concurrency ?? 1) / Math.max(1, order.quantity)),
              })
            : t('plan', { to: order.endsAt ? day(order.endsAt) : '—' });
  const next =
    order.productKind === 'concurrency'
      ? { href: '/dashboard/resources', label: t('toResources') }
      : order.productKind === 'plan'
        ? { href: '/dashboard/session', label: t('toSessions') }
        : order.productKind === 'portrait'
          ? { href: '/collection/home', label: t('toCollection') }
          : order.productKind === 'offline'
            ? { href: '/dashboard/offline', label: t('toOffline') }
            : { href: '/dashboard/order/list?tab=ledger', label: t('toLedger') };
  return (
    <Alert color="teal" title={t('title')} role="status" data-testid="order-granted">
      <Text size="sm">{what}</Text>
      <Group mt="sm">
        <Button component={Link} href={next.href} size="xs">
          {next.label}
        </Button>
      </Group>
    </Alert>
  );
}
