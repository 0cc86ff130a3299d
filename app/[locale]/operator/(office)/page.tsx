import { OperatorHome } from '@/features/operator/components/OperatorHome';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator – the back office's overview. */
export default async function OperatorHomePage() {
  return <OperatorHome me={await verifiedOperator()} />;
}
