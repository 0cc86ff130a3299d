import { certificationQueueEndpoint } from '@/features/certification/endpoints';
import { certificationCounts, certificationQueue } from '@/features/certification/server/review';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/certifications – the certification queue by status, with the counts per status
export const GET = apiRoute(certificationQueueEndpoint, async ({ db, input }) => ({
  ...(await certificationQueue(db, input)),
  counts: await certificationCounts(db),
}));
