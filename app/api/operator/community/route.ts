import { moderationQueueEndpoint } from '@/features/community/endpoints';
import { moderationQueue } from '@/features/community/server/moderation';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/community – posts or comments by review status, with the pending counts
export const GET = apiRoute(moderationQueueEndpoint, ({ db, input }) => moderationQueue(db, input));
