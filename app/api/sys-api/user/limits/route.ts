import { userLimits } from '@/features/accounts/server/limits';
import { sessionUsage } from '@/features/sessions/server/sessions/limits';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/user/limits – trial state and usage against the limits, fetched on entering the console
export const GET = apiRoute({ audience: 'customer' }, ({ db, identity }) =>
  userLimits(db, identity.userId, sessionUsage),
);
