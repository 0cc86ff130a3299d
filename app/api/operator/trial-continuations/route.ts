import { accountTrial } from '@/app/_compose/plans-ports';
import { listContinuations } from '@/features/accounts/server/continuation-review';
import { continuationsEndpoint } from '@/features/operator/endpoints';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/trial-continuations – customers' requests to continue after the trial, newest first
export const GET = apiRoute(continuationsEndpoint, ({ db, input }) =>
  listContinuations(db, input, accountTrial),
);
