import { rechargesEndpoint } from '@/features/billing/endpoints';
import { rechargePage } from '@/features/billing/server/orders/order-queries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/recharge/page – recharge records: completed top-ups
export const GET = apiRoute(rechargesEndpoint, ({ db, input, identity }) =>
  rechargePage(db, identity.corpId, input),
);
