import { createProduct } from '@/features/billing/server/products';
import { operatorActor } from '@/lib/server/audit/audit';
import { createProductEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/products/create – add a product (audited)
export const POST = apiRoute(createProductEndpoint, ({ db, input, operator, requestId }) =>
  createProduct(db, input, { actor: operatorActor(operator), requestId }),
);
