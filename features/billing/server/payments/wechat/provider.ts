import 'server-only';
import type { WechatLive } from '../config';
import { notifyUrl } from '../config';
import { rfc3339Beijing } from '../money';
import type { PaymentProvider, PaymentRequest, PaymentStart, TradeState } from '../provider';
import { authorization, checkPlatformSignature, signedHeaders } from './signing';
import { transactionPayment } from './transaction';

// WeChat Pay API v3 over fetch: Native (a code_url for the QR) on desktop, H5 (an h5_url) on phones, query by
// out_trade_no, close. Every request is signed with the merchant's key; every answer's signature is checked with
// the platform's public key before its body is believed.

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export class WechatPayError extends Error {}

async function call(
  credentials: WechatLive,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<Answer> {
  const url = new URL(`${credentials.baseUrl}${path}`);
  const body = payload ? JSON.stringify(payload) : '';
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(payload ? { 'content-type': 'application/json' } : {}),
      authorization: authorization(credentials, method, `${url.pathname}${url.search}`, body),
    },
    body: payload ? body : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const signed = signedHeaders(response.headers);
  // Failures before the merchant is known may come unsigned; a success must be signed by the platform.
  if (response.ok || signed.signature) {
    const check = checkPlatformSignature(signed, text, {
      publicKey: credentials.platformPublicKey,
      serial: credentials.platformSerial,
    });
    if (check !== 'valid') throw new WechatPayError(`${method} ${path}: answer signature ${check}`);
  }
  let parsed: Record<string, unknown> = {};
  if (text) {
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new WechatPayError(`${method} ${path}: answer is not JSON`);
    }
  }
  return { status: response.status, body: parsed };
}

const failure = (what: string, answer: Answer) =>
  new WechatPayError(
    `${what} failed: ${answer.status} ${String(answer.body.code)} ${String(answer.body.message)}`,
  );

const tradePath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

export function wechatProvider(credentials: () => Promise<WechatLive>, sandbox: boolean): PaymentProvider {
  return {
    method: 'wechat',
    sandbox,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      const c = await credentials();
      const order = {
        appid: c.appId,
        mchid: c.mchid,
        description: request.subject.slice(0, 127),
        out_trade_no: request.orderNo,
        time_expire: rfc3339Beijing(request.expiresAt),
        notify_url: notifyUrl('wechat'),
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (request.device === 'desktop') {
        const answer = await call(c, 'POST', '/v3/pay/transactions/native', order);
        if (answer.status !== 200 || typeof answer.body.code_url !== 'string')
          throw failure('native order', answer);
        return { kind: 'qr', qrContent: answer.body.code_url };
      }
      const answer = await call(c, 'POST', '/v3/pay/transactions/h5', {
        ...order,
        scene_info: { payer_client_ip: request.payerIp ?? '127.0.0.1', h5_info: { type: 'Wap' } },
      });
      if (answer.status !== 200 || typeof answer.body.h5_url !== 'string') throw failure('h5 order', answer);
      // WeChat sends the payer back to redirect_url, which the merchant appends to h5_url.
      const url = new URL(answer.body.h5_url);
      url.searchParams.set('redirect_url', request.returnUrl);
      return { kind: 'redirect', url: url.toString() };
    },

    async query(orderNo: string): Promise<TradeState> {
      const c = await credentials();
      const answer = await call(c, 'GET', `${tradePath(orderNo)}?mchid=${encodeURIComponent(c.mchid)}`);
      if (answer.status === 404) return { state: 'notFound' };
      if (answer.status !== 200) throw failure('query', answer);
      const state = String(answer.body.trade_state);
      if (state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR') return { state: 'closed' };
      if (state !== 'SUCCESS') return { state: 'unpaid' };
      const payment = transactionPayment(answer.body, c);
      if (!payment) throw new WechatPayError('query: a paid trade that does not read as one');
      return { state: 'paid', payment };
    },

    async close(orderNo: string): Promise<void> {
      const c = await credentials();
      const answer = await call(c, 'POST', `${tradePath(orderNo)}/close`, { mchid: c.mchid });
      if (answer.status === 204 || answer.status === 200 || answer.status === 404) return;
      throw failure('close', answer);
    },
  };
}
