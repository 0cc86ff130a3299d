import { categoryAddEndpoint } from '@/features/knowledge/endpoints';
import { addCategory } from '@/features/knowledge/server/faq/categories';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/category/add – a new FAQ category (names are unique in the corporation)
export const POST = apiRoute(categoryAddEndpoint, ({ db, identity, input }) =>
  addCategory(db, identity.corpId, input.name),
);
