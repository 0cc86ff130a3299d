import { renameSessionEndpoint } from '@/features/sessions/endpoints';
import { renameSession } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// POST /api/management/conversation/rename – a new name from the session list
export const POST = apiRoute(renameSessionEndpoint, ({ db, identity, input }) =>
  renameSession(db, sessionCatalogue, identity.corpId, input.conversationId, input.conversationName),
);
