'use client';

import { useTranslations } from 'next-intl';
import { type BadgeTone, ToneBadge } from '@/components/ui/ToneBadge';
import type { OrderStatus } from '@/features/billing/contract';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'orange',
  reviewing: 'blue',
  completed: 'teal',
  rejected: 'red',
  expired: 'gray',
  cancelled: 'gray',
};

/** An order's state (spec §4) in its words and tone. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('BillingCenter.status');
  return (
    <ToneBadge tone={TONES[status]} data-status={status}>
      {t(status)}
    </ToneBadge>
  );
}
