import { sceneRobotListEndpoint } from '@/features/catalogue/endpoints';
import { builtinScenes } from '@/features/catalogue/server/backgrounds';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/background/querySceneRobotList – the built-in scenes in catalogue order
export const GET = apiRoute(sceneRobotListEndpoint, ({ db }) => builtinScenes(db));
