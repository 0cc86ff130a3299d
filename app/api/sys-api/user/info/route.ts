import { userInfoById } from '@/lib/server/accounts/users';
import { apiRoute } from '@/lib/server/api/route';

// GET /api/sys-api/user/info – the logged-in user and their corporation
export const GET = apiRoute({ auth: 'required' }, ({ db, identity }) => userInfoById(db, identity.userId));
