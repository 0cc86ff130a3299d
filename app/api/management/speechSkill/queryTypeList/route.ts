import { speechSkillTypesEndpoint } from '@/features/sessions/endpoints';
import { scriptTypeList } from '@/features/sessions/server/defaults/options';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/speechSkill/queryTypeList – the script types with their zh/en names
export const GET = apiRoute(speechSkillTypesEndpoint, async () => scriptTypeList());
