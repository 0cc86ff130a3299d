import { faqUpdateEndpoint } from '@/features/knowledge/endpoints';
import { updateFaq } from '@/features/knowledge/server/faq/items';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/faq/update – change a FAQ item
export const POST = apiRoute(faqUpdateEndpoint, ({ db, identity, input }) => {
  const { faqId, ...values } = input;
  return updateFaq(db, identity.corpId, faqId, values);
});
