import { trialContinuationRequest } from '@/lib/contract/accounts';
import { applyForContinuation } from '@/lib/server/accounts/limits';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/user/trial-continuation – applies to continue after the trial; the operator is mailed
export const POST = apiRoute(
  { input: trialContinuationRequest, auth: 'required' },
  ({ db, identity, input }) => applyForContinuation(db, identity.userId, input),
);
