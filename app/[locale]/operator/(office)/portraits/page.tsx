import { notFound } from 'next/navigation';
import { PortraitsView } from '@/features/operator/components/PortraitsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/portraits – customers' portraits to review before they can be used (reviewers and admins). */
export default async function PortraitsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('portrait.review')) notFound();
  return <PortraitsView />;
}
