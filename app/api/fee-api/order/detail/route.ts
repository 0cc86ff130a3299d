import { feeOrderDetailEndpoint } from '@/features/billing/endpoints';
import { orderDetail } from '@/features/billing/server/orders/order-queries';
import { ownOrder } from '@/features/billing/server/orders/order-rows';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/order/detail – one of the corporation's orders with its history and the bank details
export const GET = apiRoute(feeOrderDetailEndpoint, async ({ db, input, identity }) =>
  orderDetail(db, await ownOrder(db, identity.corpId, input.orderNo)),
);
