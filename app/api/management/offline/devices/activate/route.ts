import { offlineSessions } from '@/app/_compose/offline-ports';
import { activateByHandEndpoint } from '@/features/offline/endpoints';
import { activateDeviceByHand } from '@/features/offline/server/activation';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/offline/devices/activate – the owner activates a device by its public key (never online)
export const POST = apiRoute(activateByHandEndpoint, ({ db, identity, input }) =>
  activateDeviceByHand(db, identity.corpId, input, offlineSessions),
);
