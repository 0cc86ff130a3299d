import { checkTokenEndpoint } from '@/features/deploy/endpoints/tenant';
import { checkVisitorToken } from '@/features/deploy/server/tenant/token-ticket';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/checkToken – would this visitor token open a page? (spec checkUserConfig; not used up)
export const POST = apiRoute(checkTokenEndpoint, ({ db, identity, input }) =>
  checkVisitorToken(db, identity.corpId, input.token),
);
