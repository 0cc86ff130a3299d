import { faqCapOf } from '@/app/_compose/plans-ports';
import { faqAddEndpoint } from '@/features/knowledge/endpoints';
import { addFaq } from '@/features/knowledge/server/faq/items';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/faq/add – a new FAQ item, within the corporation's cap
export const POST = apiRoute(faqAddEndpoint, ({ db, identity, input }) =>
  addFaq(db, identity.corpId, input, faqCapOf),
);
