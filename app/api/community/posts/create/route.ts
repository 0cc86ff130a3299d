import { createPostEndpoint } from '@/features/community/endpoints';
import { createPost } from '@/features/community/server/posts';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/community/posts/create – a new post, pending review unless its author is trusted
export const POST = apiRoute(createPostEndpoint, ({ db, input, identity, ip }) =>
  createPost(db, identity, input, ip),
);
