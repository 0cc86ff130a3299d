import { cancelOrderEndpoint } from '@/features/billing/endpoints';
import { orderDetail } from '@/features/billing/server/orders/order-queries';
import { cancelOrder } from '@/features/billing/server/orders/pay-order';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/orders/cancel – cancel a pending or rejected order
export const POST = apiRoute(cancelOrderEndpoint, async ({ db, input, identity }) =>
  orderDetail(db, await cancelOrder(db, identity, input.orderNo)),
);
