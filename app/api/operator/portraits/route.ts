import { portraitQueueEndpoint } from '@/features/portraits-review/endpoints';
import { portraitQueue } from '@/features/catalogue/server/user-models/review';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/portraits – customers' portraits of one status (in review by default)
export const GET = apiRoute(portraitQueueEndpoint, ({ db, input }) => portraitQueue(db, input));
