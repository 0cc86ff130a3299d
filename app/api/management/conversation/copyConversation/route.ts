import { conversationIdRequest } from '@/features/sessions/contract';
import { copySession } from '@/features/sessions/server/sessions/create';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/copyConversation – a copy named "<name> (copy)", subject to the limits
export const GET = apiRoute(
  { input: conversationIdRequest, auth: 'required' },
  ({ db, identity, input, lang }) => copySession(db, identity, input.conversationId, lang),
);
