import { experienceQueryEndpoint } from '@/features/deploy/endpoints/experience';
import { readExperience } from '@/features/deploy/server/experience/experience';
import { firstSessionTexts } from '@/features/sessions/server/sessions/owner-lookups';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/hostedExperience/query – the corporation's hosted experience; until saved, its first session's texts
export const GET = apiRoute(experienceQueryEndpoint, ({ db, identity }) =>
  readExperience(db, identity.corpId, async () => {
    const texts = await firstSessionTexts(db, identity.corpId);
    return texts && { title: texts.promptTitle, content: texts.promptContent, errorText: texts.errorText };
  }),
);
