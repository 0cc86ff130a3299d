import {
  sandboxAlipayGatewayEndpoint,
  sandboxAlipayPageEndpoint,
} from '@/features/billing/endpoints/payment-sandbox';
import { alipayGateway } from '@/features/billing/server/payments/sandbox/alipay-gateway';
import { sandboxGate } from '@/features/billing/server/payments/sandbox/gate';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/sandbox/alipay/gateway – the sandbox's Alipay OpenAPI gateway (signed calls of alipay-sdk)
export const POST = apiRoute(
  sandboxAlipayGatewayEndpoint,
  async ({ db, request, rawBody }) =>
    rawAnswer(sandboxGate('alipay') ?? (await alipayGateway(db, request, rawBody))),
  { rawBody: true },
);

// GET /api/pay/sandbox/alipay/gateway – a signed wap pay link: opens the trade, redirects to the cashier
export const GET = apiRoute(sandboxAlipayPageEndpoint, async ({ db, request }) =>
  rawAnswer(sandboxGate('alipay') ?? (await alipayGateway(db, request, undefined))),
);
