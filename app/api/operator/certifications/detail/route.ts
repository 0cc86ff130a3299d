import { certificationDetailEndpoint } from '@/features/certification/endpoints';
import { certificationDetail } from '@/features/certification/server/review';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/certifications/detail – one submission with its corporation's earlier ones
export const GET = apiRoute(certificationDetailEndpoint, ({ db, input }) =>
  certificationDetail(db, input.id),
);
