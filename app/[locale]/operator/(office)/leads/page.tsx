import { LeadsView } from '@/features/operator/components/LeadsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/leads – contact-form enquiries and their follow-up. */
export default async function LeadsPage() {
  const me = await verifiedOperator();
  return <LeadsView canManage={me.permissions.includes('lead.manage')} />;
}
