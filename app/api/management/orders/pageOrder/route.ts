import { pageOrderEndpoint } from '@/features/billing/endpoints';
import { customerOrderPage } from '@/features/billing/server/orders/order-queries';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/orders/pageOrder – the corporation's orders by page, newest first
export const POST = apiRoute(pageOrderEndpoint, ({ db, input, identity }) =>
  customerOrderPage(db, identity.corpId, input),
);
