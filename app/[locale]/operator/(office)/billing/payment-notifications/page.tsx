import { notFound } from 'next/navigation';
import { PaymentLogView } from '@/features/operator/components/billing/PaymentLogView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/payment-notifications – the payment notification log, read-only (order.review). */
export default async function PaymentNotificationsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  return <PaymentLogView />;
}
