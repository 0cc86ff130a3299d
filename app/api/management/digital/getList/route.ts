import { digitalListEndpoint } from '@/features/catalogue/endpoints/user-models';
import { digitalList } from '@/features/catalogue/server/user-models/user-models';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/digital/getList – every character the corporation may use, cast and own (spec §7)
export const GET = apiRoute(digitalListEndpoint, ({ db, identity, input }) =>
  digitalList(db, identity.corpId, input),
);
