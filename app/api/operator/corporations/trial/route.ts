import { setTrialEndRequest } from '@/features/operator/contract';
import { setTrialEnd } from '@/features/operator/server/corporations';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/corporations/trial – sets a corporation's trial end (audited)
export const POST = apiRoute(
  { input: setTrialEndRequest, audience: operatorAudience('corporation.manage') },
  ({ db, input, operator, requestId }) =>
    setTrialEnd(db, input, { actor: operatorActor(operator), requestId }),
);
