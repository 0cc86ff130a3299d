import { searchOrders } from '@/features/billing/server/orders/operator-orders';
import { operatorOrdersEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/orders – order search with counts per status
export const GET = apiRoute(operatorOrdersEndpoint, ({ db, input }) => searchOrders(db, input));
