import { categoryIdRequest } from '@/features/knowledge/contract';
import { deleteCategory } from '@/features/knowledge/server/faq/categories';
import { apiRoute } from '@/lib/server/http/route';

// DELETE /api/management/knowledge/category/delete – delete an empty FAQ category (`?categoryId=`)
export const DELETE = apiRoute(
  { input: categoryIdRequest, audience: 'customer' },
  ({ db, identity, input }) => deleteCategory(db, identity.corpId, input.categoryId),
);
