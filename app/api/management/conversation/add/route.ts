import { lockSessionLimits } from '@/app/_compose/plans-ports';
import { checkSessionKnowledge } from '@/app/_compose/session-knowledge';
import { addSessionEndpoint } from '@/features/sessions/endpoints';
import { createSession } from '@/features/sessions/server/sessions/create';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// POST /api/management/conversation/add – publish a new session (the wizard's), subject to the limits
export const POST = apiRoute(addSessionEndpoint, async ({ db, identity, input }) => {
  await checkSessionKnowledge(db, identity.corpId, input);
  return createSession(db, sessionCatalogue, identity, input, lockSessionLimits);
});
