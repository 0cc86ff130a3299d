import { notFound } from 'next/navigation';
import { ProductsView } from '@/features/operator/components/billing/ProductsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/billing/products – products and prices; changing them needs billing.manage. */
export default async function ProductsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('order.review')) notFound();
  return <ProductsView canManage={me.permissions.includes('billing.manage')} />;
}
