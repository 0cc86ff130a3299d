import { setTrialEndEndpoint } from '@/features/plans/endpoints';
import { setTrialEnd } from '@/features/plans/server/operator-changes';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/corporations/trial – sets a corporation's trial end (audited)
export const POST = apiRoute(setTrialEndEndpoint, async ({ db, input, operator, requestId }) => {
  await setTrialEnd(db, input, { actor: operatorActor(operator), requestId });
  return null;
});
