import { offlineGrants, offlineSessions } from '@/app/_compose/offline-ports';
import { offlineOverviewEndpoint } from '@/features/offline/endpoints';
import { offlineOverview } from '@/features/offline/server/licences';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/offline/licences – the corporation's offline licences, devices and codes, and its sessions
export const GET = apiRoute(offlineOverviewEndpoint, ({ db, identity }) =>
  offlineOverview(db, identity.corpId, offlineSessions, offlineGrants),
);
