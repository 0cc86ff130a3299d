import { deactivateProduct } from '@/features/billing/server/products';
import { operatorActor } from '@/lib/server/audit/audit';
import { deactivateProductEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/products/deactivate – take a product off sale (audited)
export const POST = apiRoute(deactivateProductEndpoint, ({ db, input, operator, requestId }) =>
  deactivateProduct(db, input.productId, { actor: operatorActor(operator), requestId }),
);
