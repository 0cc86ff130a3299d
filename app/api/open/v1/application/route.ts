import { openApplicationEndpoint } from '@/features/deploy/endpoints/open-api';
import { openApplication } from '@/features/deploy/server/applications/open-api';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '@/app/api/management/application/_compose/deploy-ports';

// GET /api/open/v1/application – for the customer's server (Authorization: Bearer <APPKey>): its application's state
export const GET = apiRoute(openApplicationEndpoint, ({ db, request, ip }) =>
  openApplication(db, request, ip, deployPorts),
);
