import { categoryUpdateEndpoint } from '@/features/knowledge/endpoints';
import { renameCategory } from '@/features/knowledge/server/faq/categories';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/category/update – rename a FAQ category
export const POST = apiRoute(categoryUpdateEndpoint, ({ db, identity, input }) =>
  renameCategory(db, identity.corpId, input.categoryId, input.name),
);
