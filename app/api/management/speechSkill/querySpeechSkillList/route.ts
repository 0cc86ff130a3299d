import { speechSkillListEndpoint } from '@/features/sessions/endpoints';
import { defaultScripts } from '@/features/sessions/server/defaults/default-scripts';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/speechSkill/querySpeechSkillList – the default scripts of a language
export const GET = apiRoute(speechSkillListEndpoint, async ({ input }) => defaultScripts(input.language));
