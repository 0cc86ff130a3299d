import { revokeDeviceEndpoint } from '@/features/offline/endpoints';
import { revokeDevice } from '@/features/offline/server/licences';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/offline/devices/revoke – revokes one device of a licence
export const POST = apiRoute(revokeDeviceEndpoint, ({ db, identity, input }) =>
  revokeDevice(db, identity.corpId, input.id),
);
