import { lockSessionLimits } from '@/app/_compose/plans-ports';
import { createConversationEndpoint } from '@/features/sessions/endpoints';
import { quickCreate } from '@/features/sessions/server/sessions/quick-create';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// POST /api/management/conversation/createConversation – quick create from a character with the language's defaults
export const POST = apiRoute(createConversationEndpoint, ({ db, identity, input }) =>
  quickCreate(db, sessionCatalogue, identity, input, lockSessionLimits),
);
