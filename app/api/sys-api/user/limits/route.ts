import { corporationUsage } from '@/app/_compose/plans-ports';
import { userLimits } from '@/features/accounts/server/limits';
import { userLimitsEndpoint } from '@/features/plans/endpoints';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/user/limits – trial state and usage against the limits, fetched on entering the console
export const GET = apiRoute(userLimitsEndpoint, ({ db, identity }) =>
  userLimits(db, identity.userId, corporationUsage),
);
