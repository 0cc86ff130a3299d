import { portraitPorts } from '@/app/_compose/portraits-ports';
import { myPortraitPhotoEndpoint } from '@/features/portraits/endpoints';
import { myPortraitPhoto } from '@/features/portraits/server/capture';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/portrait/photo – the stored photo of one of the corporation's portraits
export const GET = apiRoute(myPortraitPhotoEndpoint, ({ db, input, identity }) =>
  myPortraitPhoto(db, portraitPorts, identity.corpId, input.id),
);
