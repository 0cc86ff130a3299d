import { queryByAppIdEndpoint } from '@/features/deploy/endpoints/applications';
import { applicationById } from '@/features/deploy/server/applications/query';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// GET /api/management/application/queryByAppId – one of the corporation's applications, its key masked
export const GET = apiRoute(queryByAppIdEndpoint, ({ db, identity, input }) =>
  applicationById(db, identity.corpId, input.appId, deployPorts),
);
