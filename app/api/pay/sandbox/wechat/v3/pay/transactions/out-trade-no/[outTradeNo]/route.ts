import { sandboxWechatQueryEndpoint } from '@/features/billing/endpoints/payment-sandbox';
import { sandboxGate } from '@/features/billing/server/payments/sandbox/gate';
import { wechatGateway } from '@/features/billing/server/payments/sandbox/wechat-gateway';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/pay/sandbox/wechat/v3/pay/transactions/out-trade-no/<no>?mchid= – the sandbox's WeChat Pay query
export const GET = apiRoute(sandboxWechatQueryEndpoint, async ({ db, request }) =>
  rawAnswer(sandboxGate('wechat') ?? (await wechatGateway(db, request, undefined))),
);
