import { createApplicationEndpoint } from '@/features/deploy/endpoints/applications';
import { createApplication } from '@/features/deploy/server/applications/manage';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// POST /api/management/application/createApplication – a new application; its APPKey is answered this once
export const POST = apiRoute(createApplicationEndpoint, ({ db, identity, input }) =>
  createApplication(db, identity.corpId, input, deployPorts),
);
