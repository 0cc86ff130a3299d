import { sessionByIdEndpoint } from '@/features/sessions/endpoints';
import { getSession } from '@/features/sessions/server/sessions/read';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// GET /api/management/conversation/getConversationById – one session, whole, with what the server derives
export const GET = apiRoute(sessionByIdEndpoint, ({ db, identity, input }) =>
  getSession(db, sessionCatalogue, identity.corpId, input.conversationId),
);
