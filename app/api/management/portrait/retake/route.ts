import { portraitPorts } from '@/app/_compose/portraits-ports';
import { retakePortraitEndpoint } from '@/features/portraits/endpoints';
import { PORTRAIT_UPLOAD_BODY, retakePortrait } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/portrait/retake – a new photo for one of the corporation's portraits, reviewed again
export const POST = apiRoute(
  retakePortraitEndpoint,
  ({ db, input, identity, requestId }) => retakePortrait(db, portraitPorts, identity, input, requestId),
  { multipart: PORTRAIT_UPLOAD_BODY },
);
