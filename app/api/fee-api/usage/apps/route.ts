import { usageAppsEndpoint } from '@/features/billing/endpoints/usage';
import { usageByApp } from '@/features/billing/server/metering/records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/usage/apps – consumption per application
export const GET = apiRoute(usageAppsEndpoint, ({ db, identity, input }) =>
  usageByApp(db, identity.corpId, input, input),
);
