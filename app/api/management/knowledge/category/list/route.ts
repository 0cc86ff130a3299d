import { categoryListEndpoint } from '@/features/knowledge/endpoints';
import { listCategories } from '@/features/knowledge/server/faq/categories';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/knowledge/category/list – the corporation's FAQ categories with how many items each holds
export const GET = apiRoute(categoryListEndpoint, ({ db, identity }) => listCategories(db, identity.corpId));
