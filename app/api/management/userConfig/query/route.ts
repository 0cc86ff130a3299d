import { userConfigQueryEndpoint } from '@/features/deploy/endpoints/user-config';
import { readUserConfig } from '@/features/deploy/server/user-config/user-config';
import { publishedSessionCount } from '@/features/sessions/server/sessions/progress';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userConfig/query – the account-wide configuration in one answer (spec §7)
export const GET = apiRoute(userConfigQueryEndpoint, async ({ db, identity }) =>
  readUserConfig(db, identity.corpId, await publishedSessionCount(db, identity.corpId)),
);
