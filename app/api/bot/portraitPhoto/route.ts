import { portraitPorts } from '@/app/_compose/portraits-ports';
import { runtimePortraitPhotoEndpoint } from '@/features/portraits/endpoints';
import { runtimePortraitPhoto } from '@/features/portraits/server/runtime-photo';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/bot/portraitPhoto?t=<pass> – an approved portrait's photo for the runtime page that shows it
export const GET = apiRoute(runtimePortraitPhotoEndpoint, ({ db, input }) =>
  runtimePortraitPhoto(db, portraitPorts, input.t),
);
