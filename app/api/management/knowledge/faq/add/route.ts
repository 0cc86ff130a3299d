import { faqCapOf } from '@/app/_compose/plans-ports';
import { faqCreateRequest } from '@/features/knowledge/contract';
import { addFaq } from '@/features/knowledge/server/faq/items';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/faq/add – a new FAQ item, within the corporation's cap
export const POST = apiRoute({ input: faqCreateRequest, audience: 'customer' }, ({ db, identity, input }) =>
  addFaq(db, identity.corpId, input, faqCapOf),
);
