import { callDetailsEndpoint } from '@/features/billing/endpoints/usage';
import { callDetails } from '@/features/billing/server/metering/records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/usage/calls – call details: each metered conversation
export const GET = apiRoute(callDetailsEndpoint, ({ db, identity, input }) =>
  callDetails(db, identity.corpId, input, input),
);
