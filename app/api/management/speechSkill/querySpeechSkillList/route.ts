import { speechSkillListEndpoint } from '@/features/sessions/endpoints';
import { speechSkillPageEndpoint } from '@/features/sessions/endpoints/choices';
import { defaultScripts } from '@/features/sessions/server/defaults/default-scripts';
import { speechSkillPage } from '@/features/sessions/server/choices/choices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/speechSkill/querySpeechSkillList – the default scripts of a language
export const GET = apiRoute(speechSkillListEndpoint, async ({ input }) => defaultScripts(input.language));

// POST – the same list a page at a time (spec §7 "speech skill draft list by page"; drafts stay in the editor)
export const POST = apiRoute(speechSkillPageEndpoint, async ({ input }) => speechSkillPage(input));
