import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/features/operator/components/billing/OrderDetailView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/orders/detail?orderId=… – an order, its voucher and history; a transfer's decision. */
export default async function OrderDetailPage({
  searchParams,
}: PageProps<'/[locale]/operator/billing/orders/detail'>) {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  const { orderId } = await searchParams;
  if (typeof orderId !== 'string' || orderId === '') notFound();
  return <OrderDetailView orderId={orderId} canReview={me.permissions.includes('order.review')} />;
}
