import { importJobEndpoint } from '@/features/knowledge/endpoints';
import { getImportJob } from '@/features/knowledge/server/faq/import/import-job';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/importJob – an import's state: progress, counts, the first failures
export const GET = apiRoute(importJobEndpoint, ({ db, identity, input }) =>
  getImportJob(db, identity.corpId, input.jobId),
);
