import { conversationIdRequest } from '@/features/sessions/contract';
import { shareUrl } from '@/features/sessions/server/sessions/read';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/share/url – the share link and preview paths of a session
export const GET = apiRoute(
  { input: conversationIdRequest, audience: 'customer' },
  ({ db, identity, input }) => shareUrl(db, identity.corpId, input.conversationId),
);
