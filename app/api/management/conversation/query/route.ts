import { querySessionsEndpoint } from '@/features/sessions/endpoints';
import { querySessions } from '@/features/sessions/server/sessions/read';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// POST /api/management/conversation/query – the corporation's sessions by page, newest change first
export const POST = apiRoute(querySessionsEndpoint, ({ db, identity, input }) =>
  querySessions(db, sessionCatalogue, identity.corpId, input),
);
