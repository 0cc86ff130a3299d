import { appIdRequest } from '@/features/deploy/contract/applications';
import { deleteApplication } from '@/features/deploy/server/applications/manage';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// DELETE /api/management/application/delApplication – delete an application no conversation runs under (`?appId=`)
export const DELETE = apiRoute({ input: appIdRequest, audience: 'customer' }, ({ db, identity, input }) =>
  deleteApplication(db, identity.corpId, input.appId, deployPorts),
);
