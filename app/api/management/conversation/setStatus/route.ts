import { sessionStatusEndpoint } from '@/features/sessions/endpoints';
import { setSessionStatus } from '@/features/sessions/server/sessions/change';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// POST /api/management/conversation/setStatus – publish again or take offline (the public pages stop answering)
export const POST = apiRoute(sessionStatusEndpoint, ({ db, identity, input }) =>
  setSessionStatus(db, sessionCatalogue, identity.corpId, input.conversationId, input.status),
);
