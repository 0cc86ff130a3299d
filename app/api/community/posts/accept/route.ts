import { notifyCommunity } from '@/app/_compose/community-ports';
import { acceptAnswerEndpoint } from '@/features/community/endpoints';
import { acceptAnswer } from '@/features/community/server/reactions';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/community/posts/accept – the question's author accepts an answer
export const POST = apiRoute(acceptAnswerEndpoint, ({ db, input, identity }) =>
  acceptAnswer(db, identity, input, notifyCommunity),
);
