import { offlineRecords } from '@/app/_compose/offline-ports';
import { uploadTranscriptsEndpoint } from '@/features/offline/endpoints';
import { uploadTranscripts } from '@/features/offline/server/transcripts';
import { anyOriginPreflight, openToAnyOrigin } from '@/features/offline/server/cors';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/offline/transcripts – a device's signed batch of conversations → the owner's records
export const POST = openToAnyOrigin(
  apiRoute(
    uploadTranscriptsEndpoint,
    ({ db, input }) => uploadTranscripts(db, input.request, offlineRecords),
    // A batch of 100 conversations of a kiosk's day, signed as one JWS.
    { maxBodyBytes: 2 * 1024 * 1024 },
  ),
);

// OPTIONS /api/offline/transcripts – the preflight of an offline package on another origin
export const OPTIONS = anyOriginPreflight;
