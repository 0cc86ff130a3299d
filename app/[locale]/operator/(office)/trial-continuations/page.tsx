import { ContinuationsView } from '@/features/operator/components/ContinuationsView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/trial-continuations – customers' requests to continue after the trial. */
export default async function ContinuationsPage() {
  const me = await verifiedOperator();
  return <ContinuationsView canReview={me.permissions.includes('trial.review')} />;
}
