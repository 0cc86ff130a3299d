import { ttsEnginesEndpoint } from '@/features/speech/endpoints';
import { listEngines } from '@/features/speech/server/voices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/ttsModel/queryTtsOneLevelTypeList – the voice engines this server offers
export const GET = apiRoute(ttsEnginesEndpoint, async () => listEngines());
