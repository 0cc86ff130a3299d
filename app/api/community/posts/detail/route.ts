import { postDetailEndpoint } from '@/features/community/endpoints';
import { postDetail } from '@/features/community/server/posts';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/community/posts/detail – one post with its comments (404 for someone else's post under review)
export const GET = apiRoute(postDetailEndpoint, ({ db, input, identity }) =>
  postDetail(db, input.id, identity),
);
