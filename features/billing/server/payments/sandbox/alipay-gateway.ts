import 'server-only';
import { createSign, createVerify } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { isOwnNotifyUrl, sandboxUrls } from '../config';
import { beijingTime, fenToYuan, parseBeijingTime, yuanToFen } from '../money';
import { alipaySandboxKeys, type AlipaySandboxKeys } from './keys';
import { closeTrade, findByOutTradeNo, openTrade, tradeStatus, type SandboxTrade } from './trades';

// The sandbox's Alipay gateway (openapi gateway.do): the OpenAPI 2.0 calls the provider makes through alipay-sdk,
// over the same wire — common parameters in the query string, the rest form-encoded, RSA2 over the sorted
// parameters — checked against the merchant's public key, and answered signed with the gateway's key.

/** Alipay's content to sign: every parameter but `sign` (and, for notifications, `sign_type`), sorted, raw. */
export const alipaySignContent = (params: Record<string, string>, without: string[]) =>
  Object.keys(params)
    .filter((key) => !without.includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export const rsa2Sign = (content: string, privateKey: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

function rsa2Verify(content: string, signature: string, publicKey: string) {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

const bizContent = z.object({
  out_trade_no: z.string().min(1).max(64),
  total_amount: z.string().optional(),
  subject: z.string().max(256).optional(),
  time_expire: z.string().optional(),
});

type Answer = Record<string, unknown>;

const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
const fail = (code: string, msg: string, subCode: string, subMsg: string): Answer => ({
  code,
  msg,
  sub_code: subCode,
  sub_msg: subMsg,
});
const invalid = (subMsg: string) => fail('40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', subMsg);
const notExist = () => fail('40004', 'Business Failed', 'ACQ.TRADE_NOT_EXIST', 'trade does not exist');

/** The answer as Alipay writes it: the response object, then `sign` over that object's exact JSON text. */
function signedAnswer(method: string | undefined, answer: Answer, keys: AlipaySandboxKeys): Response {
  const key = method ? `${method.replace(/\./g, '_')}_response` : 'error_response';
  const inner = JSON.stringify(answer);
  const text = `{"${key}":${inner},"sign":"${rsa2Sign(inner, keys.gatewayPrivateKey)}"}`;
  return new Response(text, { headers: { 'content-type': 'application/json;charset=utf-8' } });
}

/** Query string and form body together, as the gateway reads them. */
export function alipayParams(request: Request, rawBody: Uint8Array | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) params[key] = value;
  if (rawBody?.length)
    for (const [key, value] of new URLSearchParams(Buffer.from(rawBody).toString('utf8')))
      params[key] = value;
  return params;
}

async function open(
  db: Db,
  keys: AlipaySandboxKeys,
  params: Record<string, string>,
  biz: z.infer<typeof bizContent>,
) {
  const amountFen = biz.total_amount === undefined ? null : yuanToFen(biz.total_amount);
  if (amountFen === null || amountFen <= 0) return { error: invalid('total_amount') };
  if (!biz.subject) return { error: invalid('subject') };
  // The sandbox posts notifications only to this platform: it must not become a way to make the server call out.
  if (!params.notify_url || !isOwnNotifyUrl(params.notify_url)) return { error: invalid('notify_url') };
  const expiresAt = parseBeijingTime(biz.time_expire) ?? new Date(Date.now() + 2 * 3600_000);
  const opened = await openTrade(db, {
    method: 'alipay',
    merchantId: keys.appId,
    appId: keys.appId,
    outTradeNo: biz.out_trade_no,
    subject: biz.subject,
    amountFen,
    notifyUrl: params.notify_url,
    returnUrl: params.return_url,
    expiresAt,
  });
  if ('conflict' in opened)
    return {
      error: fail(
        '40004',
        'Business Failed',
        opened.conflict === 'amountChanged' ? 'ACQ.CONTEXT_INCONSISTENT' : 'ACQ.TRADE_HAS_SUCCESS',
        opened.conflict,
      ),
    };
  return { trade: opened.trade };
}

function queryAnswer(trade: SandboxTrade): Answer {
  const status = tradeStatus(trade);
  return ok({
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    trade_status:
      status === 'paid' ? 'TRADE_SUCCESS' : status === 'closed' ? 'TRADE_CLOSED' : 'WAIT_BUYER_PAY',
    total_amount: fenToYuan(trade.amountFen),
    ...(trade.paidAt
      ? { send_pay_date: beijingTime(trade.paidAt), buyer_logon_id: 'san***@sandbox.example' }
      : {}),
  });
}

export async function alipayGateway(
  db: Db,
  request: Request,
  rawBody: Uint8Array | undefined,
): Promise<Response> {
  const keys = await alipaySandboxKeys(db);
  const params = alipayParams(request, rawBody);
  const method = params.method;
  const isPage = method === 'alipay.trade.wap.pay';
  const refuse = (answer: Answer) =>
    isPage
      ? new Response(JSON.stringify(answer), { status: 400, headers: { 'content-type': 'application/json' } })
      : signedAnswer(method, answer, keys);

  if (params.app_id !== keys.appId)
    return refuse(fail('40002', 'Invalid Arguments', 'isv.invalid-app-id', 'app_id'));
  if (
    params.sign_type !== 'RSA2' ||
    !params.sign ||
    !rsa2Verify(alipaySignContent(params, ['sign']), params.sign, keys.merchantPublicKey)
  )
    return refuse(fail('40002', 'Invalid Arguments', 'isv.invalid-signature', 'signature does not verify'));
  let biz: z.infer<typeof bizContent>;
  try {
    const parsed = bizContent.safeParse(JSON.parse(params.biz_content ?? ''));
    if (!parsed.success) return refuse(invalid('biz_content'));
    biz = parsed.data;
  } catch {
    return refuse(invalid('biz_content'));
  }

  switch (method) {
    case 'alipay.trade.precreate': {
      const opened = await open(db, keys, params, biz);
      if ('error' in opened) return refuse(opened.error!);
      return signedAnswer(
        method,
        ok({ out_trade_no: biz.out_trade_no, qr_code: sandboxUrls().cashier(opened.trade.tradeNo) }),
        keys,
      );
    }
    case 'alipay.trade.wap.pay': {
      const opened = await open(db, keys, params, biz);
      if ('error' in opened) return refuse(opened.error!);
      return new Response(null, {
        status: 302,
        headers: { location: sandboxUrls().cashier(opened.trade.tradeNo) },
      });
    }
    case 'alipay.trade.query': {
      const trade = await findByOutTradeNo(db, 'alipay', keys.appId, biz.out_trade_no);
      return signedAnswer(method, trade ? queryAnswer(trade) : notExist(), keys);
    }
    case 'alipay.trade.close': {
      const trade = await findByOutTradeNo(db, 'alipay', keys.appId, biz.out_trade_no);
      if (!trade) return signedAnswer(method, notExist(), keys);
      if ((await closeTrade(db, trade)) === 'paid')
        return signedAnswer(
          method,
          fail('40004', 'Business Failed', 'ACQ.TRADE_STATUS_ERROR', 'trade paid'),
          keys,
        );
      return signedAnswer(method, ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo }), keys);
    }
    default:
      return refuse(fail('40004', 'Business Failed', 'isv.invalid-method', String(method)));
  }
}
