import { faqDeleteEndpoint } from '@/features/knowledge/endpoints';
import { deleteFaq } from '@/features/knowledge/server/faq/items';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/knowledge/faq/delete – delete a FAQ item (`?faqId=`)
export const DELETE = apiRoute(faqDeleteEndpoint, async (ctx) => {
  const answer = await deleteFaq(ctx.db, ctx.identity.corpId, ctx.input.faqId);
  await auditCustomer(ctx, 'faq.delete', { type: 'faq', id: ctx.input.faqId });
  return answer;
});
