import { approveContinuation } from '@/features/accounts/server/continuation-review';
import { approveContinuationRequest } from '@/features/operator/contract';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/trial-continuations/approve – extends the customer's trial; the customer is mailed
export const POST = apiRoute(
  { input: approveContinuationRequest, audience: operatorAudience('trial.review') },
  ({ db, input, operator, requestId }) =>
    approveContinuation(db, input, { actor: operatorActor(operator), requestId }),
);
