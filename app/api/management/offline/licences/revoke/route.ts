import { revokeLicenceEndpoint } from '@/features/offline/endpoints';
import { revokeLicence } from '@/features/offline/server/licences';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/offline/licences/revoke – revokes a licence; its devices stop at their next status call
export const POST = apiRoute(revokeLicenceEndpoint, ({ db, identity, input }) =>
  revokeLicence(db, identity.corpId, input.id),
);
