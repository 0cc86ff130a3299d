import { operatorLicenceEndpoint } from '@/features/certification/endpoints';
import { operatorLicence } from '@/features/certification/server/review';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/certifications/licence – a submission's business licence, for the reviewer
export const GET = apiRoute(operatorLicenceEndpoint, ({ db, input }) => operatorLicence(db, input.id));
