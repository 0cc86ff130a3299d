import { accountTrial } from '@/app/_compose/plans-ports';
import { trialContinuationEndpoint } from '@/features/accounts/endpoints';
import { applyForContinuation } from '@/features/accounts/server/limits';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/user/trial-continuation – applies to continue after the trial; the operator is mailed
export const POST = apiRoute(trialContinuationEndpoint, ({ db, identity, input }) =>
  applyForContinuation(db, identity.userId, input, accountTrial),
);
