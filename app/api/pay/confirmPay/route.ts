import { billingRecordPayment, paymentProviderOf } from '@/app/_compose/billing-ports';
import { confirmPayEndpoint } from '@/features/billing/endpoints';
import { confirmPay } from '@/features/billing/server/online/start-payment';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/confirmPay – "I have paid": asks the gateway and completes a paid order
export const POST = apiRoute(confirmPayEndpoint, ({ db, input, identity }) =>
  confirmPay(db, identity, input.orderNo, paymentProviderOf, billingRecordPayment(db)),
);
