import { faqCapOf } from '@/app/_compose/plans-ports';
import { IMPORT_MAX_BYTES } from '@/features/knowledge/contract';
import { faqImportEndpoint } from '@/features/knowledge/endpoints';
import { queueFaqImport } from '@/features/knowledge/server/faq/import/import-job';
import { checkImportUpload, importTooLarge } from '@/features/knowledge/server/faq/import/upload';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/faq/import – an .xlsx or .csv of the template's columns (multipart `file`, ≤ 50 MB),
// imported by a background job; the answer is the job, followed at faq/importJob
export const POST = apiRoute(
  faqImportEndpoint,
  async ({ db, identity, input, lang }) =>
    queueFaqImport(db, identity.corpId, await checkImportUpload(input.file), lang, faqCapOf),
  { multipart: { maxBytes: IMPORT_MAX_BYTES + 64 * 1024, tooLarge: importTooLarge } },
);
