import { appIdRequest } from '@/features/deploy/contract/applications';
import { applicationById } from '@/features/deploy/server/applications/query';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// GET /api/management/application/queryByAppId – one of the corporation's applications, its key masked
export const GET = apiRoute({ input: appIdRequest, audience: 'customer' }, ({ db, identity, input }) =>
  applicationById(db, identity.corpId, input.appId, deployPorts),
);
