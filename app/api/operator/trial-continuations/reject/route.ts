import { rejectContinuation } from '@/features/accounts/server/continuation-review';
import { rejectContinuationRequest } from '@/features/operator/contract';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/trial-continuations/reject – refuses with a reason; the customer is mailed it
export const POST = apiRoute(
  { input: rejectContinuationRequest, audience: operatorAudience('trial.review') },
  ({ db, input, operator, requestId }) =>
    rejectContinuation(db, input, { actor: operatorActor(operator), requestId }),
);
