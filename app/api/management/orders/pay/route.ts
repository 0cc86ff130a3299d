import { billingCertification, billingPorts } from '@/app/_compose/billing-ports';
import { payEndpoint } from '@/features/billing/endpoints';
import { orderDetail } from '@/features/billing/server/orders/order-queries';
import { chooseTransfer, payByBalance } from '@/features/billing/server/orders/pay-order';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/orders/pay – pay by the balance (completes the order) or choose bank transfer
export const POST = apiRoute(payEndpoint, async ({ db, input, identity }) =>
  orderDetail(
    db,
    input.method === 'balance'
      ? await payByBalance(db, identity, input.orderNo, billingPorts)
      : await chooseTransfer(db, identity, input.orderNo, billingCertification),
  ),
);
