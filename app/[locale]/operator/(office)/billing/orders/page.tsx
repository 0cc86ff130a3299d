import { notFound } from 'next/navigation';
import { OrdersView } from '@/features/operator/components/billing/OrdersView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/orders?corpId=… – order search with counts per status (order.review). */
export default async function OrdersPage({ searchParams }: PageProps<'/[locale]/operator/billing/orders'>) {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  const { corpId } = await searchParams;
  return <OrdersView initialCorpId={typeof corpId === 'string' ? corpId : ''} />;
}
