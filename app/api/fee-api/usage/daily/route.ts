import { usageDailyEndpoint } from '@/features/billing/endpoints/usage';
import { usageByDay } from '@/features/billing/server/metering/records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/usage/daily – consumption per day in a range of local days
export const GET = apiRoute(usageDailyEndpoint, ({ db, identity, input }) =>
  usageByDay(db, identity.corpId, input, input),
);
