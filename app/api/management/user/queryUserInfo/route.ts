import { accountInfoPorts } from '@/app/_compose/account-info-ports';
import { queryUserInfoEndpoint } from '@/features/accounts/endpoints';
import { accountInfo } from '@/features/accounts/server/account-info';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/user/queryUserInfo – the signed-in user with the account's basics (spec §7)
export const GET = apiRoute(queryUserInfoEndpoint, ({ db, identity }) =>
  accountInfo(db, identity.userId, accountInfoPorts),
);
