import { z } from 'zod';
import { defineEndpoint } from '@/lib/contract/endpoint';

// The platform's own payment sandbox gateway (issue 22 §2): the Alipay and WeChat Pay APIs the providers call, and
// the cashier page their QR codes and redirects lead to. They speak the gateways' wire formats, not the envelope,
// and read the raw request themselves (the signature covers its exact bytes), so they declare no input schema.
// Internal: the published reference is the platform's API, not a test double's.

const tag = 'Payment sandbox';
const base = '/pay/sandbox';
const wechatBase = `${base}/wechat/v3/pay/transactions`;

const sandbox = {
  tag,
  audience: 'public',
  output: z.null(),
  answer: 'file',
  internal: true,
} as const;

export const sandboxAlipayGatewayEndpoint = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: `${base}/alipay/gateway`,
  summary: 'Alipay OpenAPI gateway (precreate, query, close), RSA2-signed form in, signed JSON out',
  contentType: 'application/json',
});

export const sandboxAlipayPageEndpoint = defineEndpoint({
  ...sandbox,
  method: 'GET',
  path: `${base}/alipay/gateway`,
  summary: "Alipay's page calls (wap pay): a signed link that opens the trade and redirects to the cashier",
  contentType: 'text/html',
});

export const sandboxWechatNativeEndpoint = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: `${wechatBase}/native`,
  summary: 'WeChat Pay v3 Native order: code_url for a QR code',
  contentType: 'application/json',
});

export const sandboxWechatH5Endpoint = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: `${wechatBase}/h5`,
  summary: 'WeChat Pay v3 H5 order: h5_url for a phone',
  contentType: 'application/json',
});

export const sandboxWechatQueryEndpoint = defineEndpoint({
  ...sandbox,
  method: 'GET',
  path: `${wechatBase}/out-trade-no/{outTradeNo}`,
  summary: 'WeChat Pay v3 query by out_trade_no',
  contentType: 'application/json',
});

export const sandboxWechatCloseEndpoint = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: `${wechatBase}/out-trade-no/{outTradeNo}/close`,
  summary: 'WeChat Pay v3 close by out_trade_no',
  contentType: 'application/json',
});

export const sandboxCashierEndpoint = defineEndpoint({
  ...sandbox,
  method: 'GET',
  path: `${base}/cashier`,
  summary: 'The sandbox cashier page: the trade and a pay button',
  contentType: 'text/html',
});

export const sandboxCashierPayEndpoint = defineEndpoint({
  ...sandbox,
  method: 'POST',
  path: `${base}/cashier`,
  summary: 'Pay at the sandbox cashier: marks the trade paid and posts the signed notification',
  contentType: 'text/html',
});
