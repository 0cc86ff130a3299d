import { conversationIdRequest } from '@/features/sessions/contract';
import { deleteSession } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/delete – delete a session (the sample too, for good)
export const POST = apiRoute(
  { input: conversationIdRequest, audience: 'customer' },
  ({ db, identity, input }) => deleteSession(db, identity.corpId, input.conversationId),
);
