import { operatorOrderDetail } from '@/features/billing/server/orders/operator-orders';
import { operatorOrderDetailEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/orders/detail – an order with its corporation and history
export const GET = apiRoute(operatorOrderDetailEndpoint, ({ db, input }) =>
  operatorOrderDetail(db, input.orderId),
);
