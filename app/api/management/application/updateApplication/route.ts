import { updateApplicationEndpoint } from '@/features/deploy/endpoints/applications';
import { updateApplication } from '@/features/deploy/server/applications/manage';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// POST /api/management/application/updateApplication – rename, resize or point an application at another session
export const POST = apiRoute(updateApplicationEndpoint, ({ db, identity, input }) =>
  updateApplication(db, identity.corpId, input, deployPorts),
);
