import { CorporationsView } from '@/features/operator/components/CorporationsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/corporations – corporations: search, detail, the trial's end. */
export default async function CorporationsPage() {
  const me = await verifiedOperator();
  return <CorporationsView canManage={me.permissions.includes('corporation.manage')} />;
}
