import { billingPorts } from '@/app/_compose/billing-ports';
import { feeCreateOrderEndpoint } from '@/features/billing/endpoints';
import { createOrder } from '@/features/billing/server/orders/create-order';
import { orderDetail } from '@/features/billing/server/orders/order-queries';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/fee-api/order/create – a new order (pending payment), the corporation's discount applied
export const POST = apiRoute(feeCreateOrderEndpoint, async ({ db, input, identity }) =>
  orderDetail(db, await createOrder(db, identity, input, billingPorts)),
);
