import { experienceSaveRequest } from '@/features/deploy/contract/experience';
import { saveExperience } from '@/features/deploy/server/experience/experience';
import { embedOriginPolicy } from '@/features/deploy/server/experience/origin-policy';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/hostedExperience/save – the corporation's hosted experience and embed domains (§5 rules)
export const POST = apiRoute(
  { input: experienceSaveRequest(embedOriginPolicy()), audience: 'customer' },
  ({ db, input, identity }) => saveExperience(db, identity.corpId, input),
);
