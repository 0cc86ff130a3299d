'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import type { OrderStatus } from '@/features/billing/contract';
import { formatFen } from './money';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'blue',
  reviewing: 'orange',
  completed: 'teal',
  rejected: 'red',
  expired: 'gray',
  cancelled: 'gray',
};

/** An order's state in a word, coloured by what it asks of a reviewer (orange: waiting for one). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('OperatorBilling');
  return <ToneBadge tone={TONES[status]}>{t('status', { status })}</ToneBadge>;
}

/** Fen as yuan in the page's locale. */
export function useMoney() {
  const locale = useLocale();
  return (fen: number) => formatFen(fen, locale);
}

/** A product's (or an order's snapshot of its) name in the page's language. */
export function usePick() {
  const locale = useLocale();
  return (zh: string, en: string) => (locale === 'en' ? en : zh);
}
