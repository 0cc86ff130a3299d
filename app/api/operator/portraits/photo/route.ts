import { portraitPhotoEndpoint } from '@/features/portraits-review/endpoints';
import { portraitPhoto } from '@/features/catalogue/server/user-models/review';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/portraits/photo – a portrait's photo, for the reviewer
export const GET = apiRoute(portraitPhotoEndpoint, ({ db, input }) => portraitPhoto(db, input.id));
