import { updateProduct } from '@/features/billing/server/products';
import { operatorActor } from '@/lib/server/audit/audit';
import { updateProductEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/products/update – change a product or its price (audited)
export const POST = apiRoute(updateProductEndpoint, ({ db, input, operator, requestId }) =>
  updateProduct(db, input, { actor: operatorActor(operator), requestId }),
);
