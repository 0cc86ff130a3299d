import { ttsDictionaryEndpoint } from '@/features/speech/endpoints';
import { listVoices } from '@/features/speech/server/voices';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/conversation-api/tts/dictionaryList – the voices of every engine offered, by language and engine
export const POST = apiRoute(ttsDictionaryEndpoint, async ({ input }) => listVoices(input));
