import { likePostEndpoint } from '@/features/community/endpoints';
import { setLike } from '@/features/community/server/reactions';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/community/posts/like – likes or unlikes a post, one like per user
export const POST = apiRoute(likePostEndpoint, ({ db, input, identity }) => setLike(db, identity, input));
