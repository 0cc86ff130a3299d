import { notFound } from 'next/navigation';
import { OperatorsView } from '@/features/operator/components/OperatorsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/operators – operators management (admins only). */
export default async function OperatorsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('operator.manage')) notFound();
  return <OperatorsView selfId={me.operatorId} />;
}
