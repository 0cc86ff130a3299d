import { usageSessionsEndpoint } from '@/features/billing/endpoints/usage';
import { usageBySession } from '@/features/billing/server/metering/records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/usage/sessions – consumption per session
export const GET = apiRoute(usageSessionsEndpoint, ({ db, identity, input }) =>
  usageBySession(db, identity.corpId, input, input),
);
