import { categoryDeleteEndpoint } from '@/features/knowledge/endpoints';
import { deleteCategory } from '@/features/knowledge/server/faq/categories';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/knowledge/category/delete – delete an empty FAQ category (`?categoryId=`)
export const DELETE = apiRoute(categoryDeleteEndpoint, async (ctx) => {
  const answer = await deleteCategory(ctx.db, ctx.identity.corpId, ctx.input.categoryId);
  await auditCustomer(ctx, 'faq-category.delete', { type: 'faq-category', id: ctx.input.categoryId });
  return answer;
});
