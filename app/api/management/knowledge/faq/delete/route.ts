import { faqIdRequest } from '@/features/knowledge/contract';
import { deleteFaq } from '@/features/knowledge/server/faq/items';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/knowledge/faq/delete – delete a FAQ item (`?faqId=`)
export const DELETE = apiRoute({ input: faqIdRequest, audience: 'customer' }, ({ db, identity, input }) =>
  deleteFaq(db, identity.corpId, input.faqId),
);
