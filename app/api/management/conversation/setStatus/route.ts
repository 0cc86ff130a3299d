import { sessionStatusRequest } from '@/features/sessions/contract';
import { setSessionStatus } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/setStatus – publish again or take offline (the public pages stop answering)
export const POST = apiRoute(
  { input: sessionStatusRequest, audience: 'customer' },
  ({ db, identity, input }) => setSessionStatus(db, identity.corpId, input.conversationId, input.status),
);
