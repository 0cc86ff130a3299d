import { offlineSessions } from '@/app/_compose/offline-ports';
import { offlinePackagesEndpoint } from '@/features/offline/endpoints';
import { listPackages } from '@/features/offline/server/packages';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/offline/packages – published sessions with their offline packages and whether they changed
export const GET = apiRoute(offlinePackagesEndpoint, ({ db, identity }) =>
  listPackages(db, identity.corpId, offlineSessions),
);
