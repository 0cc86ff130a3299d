import { faqGetEndpoint } from '@/features/knowledge/endpoints';
import { getFaq } from '@/features/knowledge/server/faq/items';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/get – one FAQ item
export const GET = apiRoute(faqGetEndpoint, ({ db, identity, input }) =>
  getFaq(db, identity.corpId, input.faqId),
);
