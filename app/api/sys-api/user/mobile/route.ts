import { bindMobileEndpoint } from '@/features/accounts/endpoints';
import { bindMobile } from '@/features/accounts/server/mobile-binding';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/user/mobile – binds (or replaces) the logged-in user's mobile number with its SMS code
export const POST = apiRoute(bindMobileEndpoint, ({ db, identity, input, ip }) =>
  bindMobile(db, identity.userId, input, { ip }),
);
