import { faqBulkRequest } from '@/features/knowledge/contract';
import { bulkFaqs } from '@/features/knowledge/server/faq/bulk';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/faq/bulk – enable, disable or delete many of the corporation's FAQ items at once
export const POST = apiRoute({ input: faqBulkRequest, audience: 'customer' }, ({ db, identity, input }) =>
  bulkFaqs(db, identity.corpId, input),
);
