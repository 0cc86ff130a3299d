import { faqIdRequest } from '@/features/knowledge/contract';
import { deleteFaq } from '@/features/knowledge/server/faq/items';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/knowledge/faq/delete – delete a FAQ item (`?faqId=`)
export const DELETE = apiRoute({ input: faqIdRequest, audience: 'customer' }, async (ctx) => {
  const answer = await deleteFaq(ctx.db, ctx.identity.corpId, ctx.input.faqId);
  await auditCustomer(ctx, 'faq.delete', { type: 'faq', id: ctx.input.faqId });
  return answer;
});
