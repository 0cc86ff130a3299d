import { notFound } from 'next/navigation';
import { ActivitiesView } from '@/features/operator/components/activities/ActivitiesView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/activities – promotions (admins, or operators with promotion.manage). */
export default async function ActivitiesPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('promotion.manage')) notFound();
  return <ActivitiesView />;
}
