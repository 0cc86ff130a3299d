import { pageHistoryEndpoint } from '@/features/billing/endpoints';
import { historyPage } from '@/features/billing/server/orders/order-queries';
import { ownOrder } from '@/features/billing/server/orders/order-rows';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/ordersAuditHistory/pageHistory – an order's audit history by page
export const POST = apiRoute(pageHistoryEndpoint, async ({ db, input, identity }) =>
  historyPage(db, (await ownOrder(db, identity.corpId, input.orderNo)).id, input),
);
