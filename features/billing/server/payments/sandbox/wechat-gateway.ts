import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { isOwnNotifyUrl, sandboxUrls } from '../config';
import { rfc3339Beijing } from '../money';
import {
  MAX_SKEW_SECONDS,
  parseAuthorization,
  platformHeaders,
  requestMessage,
  rsaVerify,
} from '../wechat/signing';
import { wechatSandboxKeys, type WechatSandboxKeys } from './keys';
import { closeTrade, findByOutTradeNo, openTrade, tradeStatus, type SandboxTrade } from './trades';

// The sandbox's WeChat Pay API v3: Native and H5 orders, query by out_trade_no, close. Each request's
// WECHATPAY2-SHA256-RSA2048 signature is checked against the merchant's public key (and serial, and time); each
// answer is signed with the platform's key in the Wechatpay-* headers, as the real API does.

const BASE = '/api/pay/sandbox/wechat/v3/pay/transactions';

const orderBody = z.object({
  appid: z.string().min(1),
  mchid: z.string().min(1),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().min(6).max(32),
  time_expire: z.string().optional(),
  notify_url: z.string().min(1),
  amount: z.object({ total: z.number().int().positive(), currency: z.literal('CNY').optional() }),
  scene_info: z
    .object({ payer_client_ip: z.string().min(1), h5_info: z.object({ type: z.string() }) })
    .optional(),
});

function signed(keys: WechatSandboxKeys, status: number, payload?: Record<string, unknown>): Response {
  const body = payload ? JSON.stringify(payload) : '';
  const headers = platformHeaders(body, { privateKey: keys.platformPrivateKey, serial: keys.platformSerial });
  if (payload) headers['content-type'] = 'application/json';
  return new Response(status === 204 ? null : body, { status, headers });
}

const error = (keys: WechatSandboxKeys, status: number, code: string, message: string) =>
  signed(keys, status, { code, message });

/** The merchant's signature over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n", its serial, its mchid, its time. */
function authorized(request: Request, body: string, keys: WechatSandboxKeys, now: Date): string | null {
  const auth = parseAuthorization(request.headers.get('authorization'));
  if (!auth?.signature || !auth.timestamp || !auth.nonce_str) return 'authorization missing';
  if (auth.mchid !== keys.mchid) return 'mchid';
  if (auth.serial_no !== keys.merchantSerial) return 'serial_no';
  if (Math.abs(now.getTime() / 1000 - Number(auth.timestamp)) > MAX_SKEW_SECONDS) return 'timestamp';
  const url = new URL(request.url);
  const message = requestMessage(
    request.method,
    `${url.pathname}${url.search}`,
    auth.timestamp,
    auth.nonce_str,
    body,
  );
  return rsaVerify(message, auth.signature, keys.merchantPublicKey) ? null : 'signature';
}

/** The transaction as the API shows it (query answer, notification resource). */
export function transactionJson(trade: SandboxTrade, now = new Date()): Record<string, unknown> {
  const status = tradeStatus(trade, now);
  return {
    appid: trade.appId,
    mchid: trade.merchantId,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.tradeNo,
    trade_type: trade.returnUrl === null ? 'NATIVE' : 'MWEB',
    trade_state: status === 'paid' ? 'SUCCESS' : status === 'closed' ? 'CLOSED' : 'NOTPAY',
    trade_state_desc: status === 'paid' ? '支付成功' : status === 'closed' ? '已关闭' : '未支付',
    ...(trade.paidAt ? { success_time: rfc3339Beijing(trade.paidAt), bank_type: 'OTHERS' } : {}),
    payer: { openid: 'o_sandbox_payer' },
    amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

export async function wechatGateway(
  db: Db,
  request: Request,
  rawBody: Uint8Array | undefined,
  now = new Date(),
) {
  const keys = await wechatSandboxKeys(db);
  const body = rawBody ? Buffer.from(rawBody).toString('utf8') : '';
  const refusal = authorized(request, body, keys, now);
  if (refusal) return error(keys, 401, 'SIGN_ERROR', `signature check failed: ${refusal}`);
  const path = new URL(request.url).pathname;

  if (request.method === 'POST' && (path === `${BASE}/native` || path === `${BASE}/h5`)) {
    let parsed: z.infer<typeof orderBody>;
    try {
      const result = orderBody.safeParse(JSON.parse(body));
      if (!result.success)
        return error(keys, 400, 'PARAM_ERROR', result.error.issues[0]?.path.join('.') ?? 'body');
      parsed = result.data;
    } catch {
      return error(keys, 400, 'PARAM_ERROR', 'body is not JSON');
    }
    const h5 = path.endsWith('/h5');
    if (parsed.mchid !== keys.mchid || parsed.appid !== keys.appId)
      return error(keys, 400, 'APPID_MCHID_NOT_MATCH', 'appid and mchid do not match');
    if (h5 && !parsed.scene_info) return error(keys, 400, 'PARAM_ERROR', 'scene_info');
    if (!isOwnNotifyUrl(parsed.notify_url)) return error(keys, 400, 'PARAM_ERROR', 'notify_url');
    const expiresAt = parsed.time_expire
      ? new Date(parsed.time_expire)
      : new Date(now.getTime() + 2 * 3600_000);
    if (Number.isNaN(expiresAt.getTime())) return error(keys, 400, 'PARAM_ERROR', 'time_expire');
    const opened = await openTrade(db, {
      method: 'wechat',
      merchantId: keys.mchid,
      appId: keys.appId,
      outTradeNo: parsed.out_trade_no,
      subject: parsed.description,
      amountFen: parsed.amount.total,
      notifyUrl: parsed.notify_url,
      // H5 payers come back to the merchant; the cashier reads the redirect_url the merchant appended.
      returnUrl: h5 ? '' : undefined,
      expiresAt,
    });
    if ('conflict' in opened)
      return opened.conflict === 'amountChanged'
        ? error(keys, 400, 'OUT_TRADE_NO_USED', 'out_trade_no used with another amount')
        : error(keys, 400, 'ORDERPAID', 'order paid or closed');
    const cashier = sandboxUrls().cashier(opened.trade.tradeNo);
    return signed(keys, 200, h5 ? { h5_url: cashier } : { code_url: cashier });
  }

  const match = /^\/api\/pay\/sandbox\/wechat\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(
    path,
  );
  if (!match) return error(keys, 404, 'NOT_FOUND', 'no such API');
  const trade = await findByOutTradeNo(db, 'wechat', keys.mchid, decodeURIComponent(match[1]!));
  if (request.method === 'GET' && !match[2]) {
    if (new URL(request.url).searchParams.get('mchid') !== keys.mchid)
      return error(keys, 400, 'PARAM_ERROR', 'mchid');
    if (!trade) return error(keys, 404, 'ORDER_NOT_EXIST', 'order does not exist');
    return signed(keys, 200, transactionJson(trade, now));
  }
  if (request.method === 'POST' && match[2]) {
    if (!trade) return error(keys, 404, 'ORDER_NOT_EXIST', 'order does not exist');
    if ((await closeTrade(db, trade)) === 'paid') return error(keys, 400, 'ORDERPAID', 'order paid');
    return signed(keys, 204);
  }
  return error(keys, 405, 'METHOD_NOT_ALLOWED', request.method);
}
