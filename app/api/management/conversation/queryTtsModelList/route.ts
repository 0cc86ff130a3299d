import { ttsModelListEndpoint } from '@/features/speech/endpoints';
import { listVoices } from '@/features/speech/server/voices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/queryTtsModelList – the voices offered, by language and engine
export const GET = apiRoute(ttsModelListEndpoint, async ({ input }) => listVoices(input));
