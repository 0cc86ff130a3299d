import { checkSessionKnowledge } from '@/app/_compose/session-knowledge';
import { updateSessionRequest } from '@/features/sessions/contract';
import { updateSession } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/updateConversation – save the whole session (the editor)
export const POST = apiRoute(
  { input: updateSessionRequest, audience: 'customer' },
  async ({ db, identity, input: { conversationId, ...values } }) => {
    await checkSessionKnowledge(db, identity.corpId, values, conversationId);
    return updateSession(db, identity.corpId, conversationId, values);
  },
);
