import { userModelQueryEndpoint } from '@/features/catalogue/endpoints/user-models';
import { queryUserModels } from '@/features/catalogue/server/user-models/user-models';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userModel/query – the corporation's own character models (spec §7)
export const GET = apiRoute(userModelQueryEndpoint, ({ db, identity, input }) =>
  queryUserModels(db, identity.corpId, input),
);
