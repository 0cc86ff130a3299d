import { portraitPorts } from '@/app/_compose/portraits-ports';
import { createPortraitEndpoint } from '@/features/portraits/endpoints';
import { createPortrait, PORTRAIT_UPLOAD_BODY } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/portrait/create – a new portrait from a checked photo and the person's consent, in review
export const POST = apiRoute(
  createPortraitEndpoint,
  ({ db, input, identity, requestId }) => createPortrait(db, portraitPorts, identity, input, requestId),
  { multipart: PORTRAIT_UPLOAD_BODY },
);
