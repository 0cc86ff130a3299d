import { billingRecordPayment } from '@/app/_compose/billing-ports';
import { wechatNotifyEndpoint } from '@/features/billing/endpoints/payment-notify';
import { handleNotification } from '@/features/billing/server/payments/notifications';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/notify/wechat – WeChat Pay's notification: verified over the raw body, then the order is completed once
export const POST = apiRoute(
  wechatNotifyEndpoint,
  async ({ db, request, rawBody }) =>
    rawAnswer(
      await handleNotification(db, 'wechat', { rawBody, headers: request.headers }, billingRecordPayment(db)),
    ),
  { rawBody: true },
);
