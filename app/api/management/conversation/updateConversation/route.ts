import { checkSessionKnowledge } from '@/app/_compose/session-knowledge';
import { updateSessionEndpoint } from '@/features/sessions/endpoints';
import { updateSession } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// POST /api/management/conversation/updateConversation – save the whole session (the editor), refused with 409
// when it names a revision someone else's save has replaced
export const POST = apiRoute(
  updateSessionEndpoint,
  async ({ db, identity, input: { conversationId, revision, ...values } }) => {
    await checkSessionKnowledge(db, identity.corpId, values, conversationId);
    return updateSession(db, sessionCatalogue, identity.corpId, conversationId, values, revision);
  },
);
