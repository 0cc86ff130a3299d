import { CorporationsView } from '@/features/operator/components/CorporationsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/corporations – corporations: search; each opens its detail. */
export default async function CorporationsPage() {
  await verifiedOperator();
  return <CorporationsView />;
}
