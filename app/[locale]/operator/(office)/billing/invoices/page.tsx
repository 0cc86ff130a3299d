import { notFound } from 'next/navigation';
import { InvoiceQueueView } from '@/features/operator/components/billing/InvoiceQueueView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/invoices – invoice requests to issue or reject (order.review). */
export default async function InvoicesPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  return <InvoiceQueueView />;
}
