import { appIdRequest } from '@/features/deploy/contract/applications';
import { rotateAppKey } from '@/features/deploy/server/applications/manage';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// POST /api/management/application/rotateKey – a new APPKey, answered this once; the old one stops working at once
export const POST = apiRoute({ input: appIdRequest, audience: 'customer' }, ({ db, identity, input }) =>
  rotateAppKey(db, identity.corpId, input.appId, deployPorts),
);
