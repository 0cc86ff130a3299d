import { asrListEndpoint } from '@/features/speech/endpoints';
import { asrOptions } from '@/features/speech/server/asr/asr-options';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/speechSkill/queryAsrList – speech recognition: the browser's, and the server's when configured
export const GET = apiRoute(asrListEndpoint, async () => asrOptions());
