import { pageApplicationEndpoint } from '@/features/deploy/endpoints/applications';
import { pageApplications } from '@/features/deploy/server/applications/query';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// POST /api/management/application/pageApplication – the corporation's applications by page, with status and slots in use
export const POST = apiRoute(pageApplicationEndpoint, ({ db, identity, input }) =>
  pageApplications(db, identity.corpId, input, deployPorts),
);
