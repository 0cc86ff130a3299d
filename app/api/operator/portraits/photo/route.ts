import { portraitPhotoEndpoint } from '@/features/portraits-review/endpoints';
import { portraitPhoto } from '@/features/portraits-review/server/review';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/portraits/photo – a portrait's photo, for the reviewer
export const GET = apiRoute(portraitPhotoEndpoint, ({ db, input }) => portraitPhoto(db, input.id));
