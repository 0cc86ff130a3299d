import { billingPorts } from '@/app/_compose/billing-ports';
import { feeOrderQuoteEndpoint } from '@/features/billing/endpoints';
import { quoteOrder } from '@/features/billing/server/orders/create-order';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/order/quote – what an order would cost now, the promotion that would price it included
export const GET = apiRoute(feeOrderQuoteEndpoint, ({ db, input, identity }) =>
  quoteOrder(db, identity.corpId, input, billingPorts),
);
