import { billingPorts } from '@/app/_compose/billing-ports';
import { operatorOrderDetail } from '@/features/billing/server/orders/operator-orders';
import { rejectTransfer } from '@/features/billing/server/orders/review-transfer';
import { operatorActor } from '@/lib/server/audit/audit';
import { rejectOrderEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/orders/reject – reject a transfer's voucher with a note; the customer is mailed
export const POST = apiRoute(rejectOrderEndpoint, async ({ db, input, operator, requestId }) => {
  await rejectTransfer(db, input, { actor: operatorActor(operator), requestId }, billingPorts);
  return operatorOrderDetail(db, input.orderId);
});
