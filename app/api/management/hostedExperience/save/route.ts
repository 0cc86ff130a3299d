import { experienceSaveEndpoint } from '@/features/deploy/endpoints/experience';
import { saveExperience } from '@/features/deploy/server/experience/experience';
import { withinOriginPolicy } from '@/features/deploy/server/experience/origin-policy';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/hostedExperience/save – the corporation's hosted experience and embed domains (§5 rules)
export const POST = apiRoute(experienceSaveEndpoint, ({ db, input, identity }) =>
  saveExperience(db, identity.corpId, withinOriginPolicy(input)),
);
