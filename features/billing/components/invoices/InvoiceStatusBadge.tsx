'use client';

import { useTranslations } from 'next-intl';
import { type BadgeTone, ToneBadge } from '@/components/ui/ToneBadge';
import type { InvoiceStatus } from '@/features/billing/contract/invoices';

const TONES: Record<InvoiceStatus, BadgeTone> = { requested: 'blue', issued: 'teal', rejected: 'red' };

/** An invoice request's state in its words and tone. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('BillingCenter.invoices.status');
  return (
    <ToneBadge tone={TONES[status]} data-status={status}>
      {t(status)}
    </ToneBadge>
  );
}
