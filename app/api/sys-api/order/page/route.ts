import { sysOrderPageEndpoint } from '@/features/billing/endpoints';
import { customerOrderPage } from '@/features/billing/server/orders/order-queries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/order/page – the corporation's orders by page, newest first
export const GET = apiRoute(sysOrderPageEndpoint, ({ db, input, identity }) =>
  customerOrderPage(db, identity.corpId, input),
);
