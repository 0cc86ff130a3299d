import { lockSessionLimits } from '@/app/_compose/plans-ports';
import { createConversationRequest } from '@/features/sessions/contract';
import { quickCreate } from '@/features/sessions/server/sessions/quick-create';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/createConversation – quick create from a character with the language's defaults
export const POST = apiRoute(
  { input: createConversationRequest, audience: 'customer' },
  ({ db, identity, input }) => quickCreate(db, identity, input, lockSessionLimits),
);
