import { faqQueryEndpoint } from '@/features/knowledge/endpoints';
import { queryFaqs } from '@/features/knowledge/server/faq/query';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/query – the corporation's FAQ items by page, newest first, with the filters
export const GET = apiRoute(faqQueryEndpoint, ({ db, identity, input }) =>
  queryFaqs(db, identity.corpId, input),
);
