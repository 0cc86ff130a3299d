import { listPostsEndpoint } from '@/features/community/endpoints';
import { listPosts } from '@/features/community/server/posts';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/community/posts – approved posts (and the caller's own under review) by board, tag, search and sort
export const GET = apiRoute(listPostsEndpoint, ({ db, input, identity }) => listPosts(db, input, identity));
