import { offlineSessions } from '@/app/_compose/offline-ports';
import { activateEndpoint } from '@/features/offline/endpoints';
import { activateDevice } from '@/features/offline/server/activation';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { anyOriginPreflight, openToAnyOrigin } from '@/features/offline/server/cors';
import { apiRoute } from '@/lib/server/http/route';

// A code holds 60 random bits; the limit keeps a guesser slow and the signing work bounded all the same.
const PER_IP = { keyPrefix: 'offline-activate:ip:1h', points: 30, duration: 3600 };

// POST /api/offline/activate – a device's code and public key → its licence token
export const POST = openToAnyOrigin(
  apiRoute(activateEndpoint, async ({ db, input, ip }) => {
    await consumeAll([[PER_IP, ip]]);
    return activateDevice(db, input, offlineSessions);
  }),
);

// OPTIONS /api/offline/activate – the preflight of an offline package on another origin
export const OPTIONS = anyOriginPreflight;
