import { faqExportEndpoint } from '@/features/knowledge/endpoints';
import { exportFaqs } from '@/features/knowledge/server/faq/import/export';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/export – the corporation's FAQ items (with the list's filters) as .xlsx
export const GET = apiRoute(faqExportEndpoint, ({ db, identity, input, lang }) =>
  exportFaqs(db, identity.corpId, input, lang),
);
