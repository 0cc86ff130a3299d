import { userModelDetailEndpoint } from '@/features/catalogue/endpoints/user-models';
import { userModelDetail } from '@/features/catalogue/server/user-models/user-models';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userModel/queryDetail – one of the corporation's own character models (spec §7)
export const GET = apiRoute(userModelDetailEndpoint, ({ db, identity, input }) =>
  userModelDetail(db, identity.corpId, input.id),
);
