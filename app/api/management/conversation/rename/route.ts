import { renameSessionRequest } from '@/features/sessions/contract';
import { renameSession } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/rename – a new name from the session list
export const POST = apiRoute(
  { input: renameSessionRequest, audience: 'customer' },
  ({ db, identity, input }) =>
    renameSession(db, identity.corpId, input.conversationId, input.conversationName),
);
