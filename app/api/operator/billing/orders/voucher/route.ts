import { orderById } from '@/features/billing/server/orders/order-rows';
import { voucherFile } from '@/features/billing/server/orders/voucher';
import { operatorVoucherEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/orders/voucher – an order's voucher
export const GET = apiRoute(operatorVoucherEndpoint, async ({ db, input }) =>
  voucherFile(await orderById(db, input.orderId)),
);
