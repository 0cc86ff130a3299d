import { shareUrlEndpoint } from '@/features/sessions/endpoints';
import { shareUrl } from '@/features/sessions/server/sessions/read';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/share/url – the share link and preview paths of a session
export const GET = apiRoute(shareUrlEndpoint, ({ db, identity, input }) =>
  shareUrl(db, identity.corpId, input.conversationId),
);
