import { offlineSessions } from '@/app/_compose/offline-ports';
import { deviceStatusEndpoint } from '@/features/offline/endpoints';
import { deviceStatus } from '@/features/offline/server/status';
import { anyOriginPreflight, openToAnyOrigin } from '@/features/offline/server/cors';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/offline/status – a device's signed call: revoked, expired, or a fresh token and the package version
export const POST = openToAnyOrigin(
  apiRoute(deviceStatusEndpoint, ({ db, input }) => deviceStatus(db, input.request, offlineSessions)),
);

// OPTIONS /api/offline/status – the preflight of an offline package on another origin
export const OPTIONS = anyOriginPreflight;
