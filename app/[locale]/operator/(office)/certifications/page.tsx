import { notFound } from 'next/navigation';
import { CertificationsView } from '@/features/operator/components/CertificationsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/certifications – companies' certifications to review (reviewers and admins). */
export default async function CertificationsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('certification.review')) notFound();
  return <CertificationsView />;
}
