import { myLicenceEndpoint } from '@/features/certification/endpoints';
import { myLicence } from '@/features/certification/server/submissions';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/certification/licence – the business licence of one of the corporation's own submissions
export const GET = apiRoute(myLicenceEndpoint, ({ db, input, identity }) =>
  myLicence(db, identity.corpId, input.id),
);
