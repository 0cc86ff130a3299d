import { userInfoEndpoint } from '@/features/accounts/endpoints';
import { userInfoById } from '@/features/accounts/server/users';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/user/info – the logged-in user and their corporation
export const GET = apiRoute(userInfoEndpoint, ({ db, identity }) => userInfoById(db, identity.userId));
