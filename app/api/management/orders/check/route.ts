import { checkOrderEndpoint } from '@/features/billing/endpoints';
import { checkDto } from '@/features/billing/server/online/start-payment';
import { ownOrder } from '@/features/billing/server/orders/order-rows';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/orders/check – an order's status, polled while paying
export const GET = apiRoute(checkOrderEndpoint, async ({ db, input, identity }) =>
  checkDto(await ownOrder(db, identity.corpId, input.orderNo)),
);
