import { notifyCommunity } from '@/app/_compose/community-ports';
import { createCommentEndpoint } from '@/features/community/endpoints';
import { createComment } from '@/features/community/server/comments';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/community/comments/create – a comment or reply, pending review unless its author is trusted
export const POST = apiRoute(createCommentEndpoint, ({ db, input, identity, ip }) =>
  createComment(db, identity, input, { ip, notify: notifyCommunity }),
);
