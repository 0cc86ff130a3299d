import { notFound } from 'next/navigation';
import { AuditView } from '@/features/operator/components/AuditView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/audit – the audit log. */
export default async function AuditPage() {
  if (!(await verifiedOperator()).permissions.includes('audit.read')) notFound();
  return <AuditView />;
}
