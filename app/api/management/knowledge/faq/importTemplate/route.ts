import { faqImportTemplateEndpoint } from '@/features/knowledge/endpoints';
import { importTemplate } from '@/features/knowledge/server/faq/import/template';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/importTemplate – the import template (.xlsx or .csv) in the request's language
export const GET = apiRoute(faqImportTemplateEndpoint, ({ input, lang }) =>
  importTemplate(input.format, lang),
);
