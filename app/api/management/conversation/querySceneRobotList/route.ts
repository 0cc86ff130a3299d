import { choicesCatalogue } from '@/app/_compose/session-choices';
import { sceneRobotListEndpoint } from '@/features/sessions/endpoints/choices';
import { sceneRobotPairs } from '@/features/sessions/server/choices/choices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/querySceneRobotList – recommended character and scene pairs (spec §7)
export const GET = apiRoute(sceneRobotListEndpoint, ({ db, input }) =>
  sceneRobotPairs(db, choicesCatalogue, input),
);
