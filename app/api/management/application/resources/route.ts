import { resourcesEndpoint } from '@/features/deploy/endpoints/applications';
import { resourceSummary } from '@/features/deploy/server/grants/grants';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// GET /api/management/application/resources – the corporation's concurrent resources (grants) and their totals
export const GET = apiRoute(resourcesEndpoint, ({ db, identity }) =>
  resourceSummary(db, identity.corpId, deployPorts),
);
