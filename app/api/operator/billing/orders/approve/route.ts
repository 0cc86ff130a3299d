import { billingPorts } from '@/app/_compose/billing-ports';
import { operatorOrderDetail } from '@/features/billing/server/orders/operator-orders';
import { approveTransfer } from '@/features/billing/server/orders/review-transfer';
import { operatorActor } from '@/lib/server/audit/audit';
import { approveOrderEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/orders/approve – approve a transfer: the order completes and its grant is created; the customer is mailed
export const POST = apiRoute(approveOrderEndpoint, async ({ db, input, operator, requestId }) => {
  await approveTransfer(db, input, { actor: operatorActor(operator), requestId }, billingPorts);
  return operatorOrderDetail(db, input.orderId);
});
