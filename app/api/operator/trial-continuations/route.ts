import { listContinuations } from '@/features/accounts/server/continuation-review';
import { continuationQuery } from '@/features/operator/contract';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/trial-continuations – customers' requests to continue after the trial, newest first
export const GET = apiRoute(
  { input: continuationQuery, audience: operatorAudience('backoffice.read') },
  ({ db, input }) => listContinuations(db, input),
);
