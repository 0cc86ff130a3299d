import { listProducts } from '@/features/billing/server/products';
import { operatorProductsEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/products – every product
export const GET = apiRoute(operatorProductsEndpoint, ({ db }) => listProducts(db, { activeOnly: false }));
