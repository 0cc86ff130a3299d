import { checkUserConfigEndpoint } from '@/features/deploy/endpoints/user-config';
import { checkUserConfig, readUserConfig } from '@/features/deploy/server/user-config/user-config';
import { publishedSessionCount } from '@/features/sessions/server/sessions/progress';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userConfig/checkUserConfig – per deployment path, what is missing (codes) (spec §7)
export const GET = apiRoute(checkUserConfigEndpoint, async ({ db, identity, input }) =>
  checkUserConfig(
    await readUserConfig(db, identity.corpId, await publishedSessionCount(db, identity.corpId)),
    input.path,
  ),
);
