import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PaymentLogView } from '@/features/operator/components/billing/PaymentLogView';
import { pickMessages } from '@/lib/i18n/pick';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/payment-notifications – the payment notification log, read-only (order.review). */
export default async function PaymentNotificationsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  // The office's island picks its own namespaces; this page's view reads its own too.
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        'Operator',
        'OperatorBilling',
        'OperatorPaymentLog',
        'Validation',
        'Api',
      ])}
    >
      <PaymentLogView />
    </NextIntlClientProvider>
  );
}
