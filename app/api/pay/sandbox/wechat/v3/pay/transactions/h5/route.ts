import { sandboxWechatH5Endpoint } from '@/features/billing/endpoints/payment-sandbox';
import { sandboxGate } from '@/features/billing/server/payments/sandbox/gate';
import { wechatGateway } from '@/features/billing/server/payments/sandbox/wechat-gateway';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/sandbox/wechat/v3/pay/transactions/h5 – the sandbox's WeChat Pay H5 order
export const POST = apiRoute(
  sandboxWechatH5Endpoint,
  async ({ db, request, rawBody }) =>
    rawAnswer(sandboxGate('wechat') ?? (await wechatGateway(db, request, rawBody))),
  { rawBody: true },
);
