import { notFound } from 'next/navigation';
import { CorporationDetailView } from '@/features/operator/components/corporation/CorporationDetailView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/corporations/detail?corpId=… – a corporation: plan, trial, limits, grants, discount, activity. */
export default async function CorporationDetailPage({
  searchParams,
}: PageProps<'/[locale]/operator/corporations/detail'>) {
  const me = await verifiedOperator();
  const { corpId } = await searchParams;
  if (typeof corpId !== 'string' || corpId === '') notFound();
  return (
    <CorporationDetailView
      corpId={corpId}
      canManage={me.permissions.includes('corporation.manage')}
      billing={{
        canRead: me.permissions.includes('order.review'),
        canManage: me.permissions.includes('billing.manage'),
      }}
    />
  );
}
