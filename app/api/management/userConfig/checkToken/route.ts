import { checkTokenRequest } from '@/features/deploy/contract/tenant';
import { checkVisitorToken } from '@/features/deploy/server/tenant/token-ticket';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/checkToken – would this visitor token open a page? (spec checkUserConfig; not used up)
export const POST = apiRoute({ input: checkTokenRequest, audience: 'customer' }, ({ db, identity, input }) =>
  checkVisitorToken(db, identity.corpId, input.token),
);
