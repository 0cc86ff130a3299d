import { ttsModelListRequest } from '@/features/sessions/contract';
import { listVoices } from '@/features/sessions/server/catalogue/voices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/conversation/queryTtsModelList – the voices offered, by language and engine
export const GET = apiRoute({ input: ttsModelListRequest, audience: 'customer' }, async ({ input }) =>
  listVoices(input),
);
