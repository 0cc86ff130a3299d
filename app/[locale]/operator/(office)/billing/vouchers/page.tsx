import { notFound } from 'next/navigation';
import { VoucherQueueView } from '@/features/operator/components/billing/VoucherQueueView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/vouchers – bank transfers waiting for a reviewer (order.review). */
export default async function VouchersPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  return <VoucherQueueView />;
}
