import { sessionByIdEndpoint } from '@/features/sessions/endpoints';
import { getSession } from '@/features/sessions/server/sessions/read';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/getConversationById – one session, whole, with what the server derives
export const GET = apiRoute(sessionByIdEndpoint, ({ db, identity, input }) =>
  getSession(db, identity.corpId, input.conversationId),
);
