import { productsEndpoint } from '@/features/billing/endpoints';
import { listProducts } from '@/features/billing/server/products';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/product/list – the products on sale
export const GET = apiRoute(productsEndpoint, ({ db }) => listProducts(db, { activeOnly: true }));
