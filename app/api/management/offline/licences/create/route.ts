import { offlineGrants, offlineSessions } from '@/app/_compose/offline-ports';
import { createLicenceEndpoint } from '@/features/offline/endpoints';
import { createLicence } from '@/features/offline/server/licences';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/offline/licences/create – a licence for a published session, with its activation codes
export const POST = apiRoute(createLicenceEndpoint, ({ db, identity, input }) =>
  createLicence(db, identity, input, { sessions: offlineSessions, grants: offlineGrants }),
);
