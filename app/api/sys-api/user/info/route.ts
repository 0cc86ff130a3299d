import { userInfoById } from '@/features/accounts/server/users';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/user/info – the logged-in user and their corporation
export const GET = apiRoute({ audience: 'customer' }, ({ db, identity }) =>
  userInfoById(db, identity.userId),
);
