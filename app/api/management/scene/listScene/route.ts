import { choicesCatalogue } from '@/app/_compose/session-choices';
import { listSceneEndpoint } from '@/features/sessions/endpoints/choices';
import { sceneTemplates } from '@/features/sessions/server/choices/choices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/scene/listScene – industry scene templates in the session's language (spec §7)
export const GET = apiRoute(listSceneEndpoint, ({ db, input }) =>
  sceneTemplates(db, choicesCatalogue, input),
);
