import { billingRecordPayment } from '@/app/_compose/billing-ports';
import { alipayNotifyEndpoint } from '@/features/billing/endpoints/payment-notify';
import { handleNotification } from '@/features/billing/server/payments/notifications';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/notify/alipay – Alipay's notification: verified over the raw body, then the order is completed once
export const POST = apiRoute(
  alipayNotifyEndpoint,
  async ({ db, request, rawBody }) =>
    rawAnswer(
      await handleNotification(db, 'alipay', { rawBody, headers: request.headers }, billingRecordPayment(db)),
    ),
  { rawBody: true },
);
