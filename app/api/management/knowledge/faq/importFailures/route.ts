import { importFailuresEndpoint } from '@/features/knowledge/endpoints';
import { importFailuresFile } from '@/features/knowledge/server/faq/import/import-job';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/importFailures – the workbook of an import's failed rows and why
export const GET = apiRoute(importFailuresEndpoint, ({ db, identity, input, lang }) =>
  importFailuresFile(db, identity.corpId, input.jobId, lang),
);
