import { voucherEndpoint } from '@/features/billing/endpoints';
import { ownOrder } from '@/features/billing/server/orders/order-rows';
import { voucherFile } from '@/features/billing/server/orders/voucher';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/orders/voucher – the order's voucher, for its own corporation only
export const GET = apiRoute(voucherEndpoint, async ({ db, input, identity }) =>
  voucherFile(await ownOrder(db, identity.corpId, input.orderNo)),
);
