import { rejectContinuation } from '@/features/accounts/server/continuation-review';
import { rejectContinuationEndpoint } from '@/features/operator/endpoints';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/trial-continuations/reject – refuses with a reason; the customer is mailed it
export const POST = apiRoute(rejectContinuationEndpoint, ({ db, input, operator, requestId }) =>
  rejectContinuation(db, input, { actor: operatorActor(operator), requestId }),
);
