import { accountTrial } from '@/app/_compose/plans-ports';
import { approveContinuation } from '@/features/accounts/server/continuation-review';
import { approveContinuationEndpoint } from '@/features/operator/endpoints';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/trial-continuations/approve – extends the customer's trial; the customer is mailed
export const POST = apiRoute(approveContinuationEndpoint, ({ db, input, operator, requestId }) =>
  approveContinuation(db, input, { actor: operatorActor(operator), requestId }, accountTrial),
);
