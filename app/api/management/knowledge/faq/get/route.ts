import { faqIdRequest } from '@/features/knowledge/contract';
import { getFaq } from '@/features/knowledge/server/faq/items';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/faq/get – one FAQ item
export const GET = apiRoute({ input: faqIdRequest, audience: 'customer' }, ({ db, identity, input }) =>
  getFaq(db, identity.corpId, input.faqId),
);
