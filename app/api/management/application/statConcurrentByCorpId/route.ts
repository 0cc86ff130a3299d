import { statConcurrentEndpoint } from '@/features/deploy/endpoints/applications';
import { statConcurrent } from '@/features/deploy/server/applications/stat';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// GET /api/management/application/statConcurrentByCorpId – concurrency in use over the last hours, and now
export const GET = apiRoute(statConcurrentEndpoint, ({ db, identity, input }) =>
  statConcurrent(db, identity.corpId, input, deployPorts),
);
