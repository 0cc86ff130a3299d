import 'server-only';
import { randomUUID } from 'node:crypto';
import { log } from '@/lib/server/log';
import { isOwnNotifyUrl } from '../config';
import { beijingTime, fenToYuan, rfc3339Beijing } from '../money';
import { encryptResource, platformHeaders } from '../wechat/signing';
import { alipaySignContent, rsa2Sign } from './alipay-gateway';
import type { AlipaySandboxKeys, WechatSandboxKeys } from './keys';
import type { SandboxTrade } from './trades';
import { transactionJson } from './wechat-gateway';

// The notifications the sandbox sends when a trade is paid, built and signed exactly as the real gateways build
// theirs. Exported so tests can also make forged, tampered and replayed ones from a genuine one.

export interface BuiltNotification {
  body: string;
  headers: Record<string, string>;
}

/** Alipay: a form with `sign` over every other field except sign and sign_type, with the gateway's key. */
export function alipayNotification(
  trade: SandboxTrade,
  keys: AlipaySandboxKeys,
  overrides: Record<string, string> = {},
  now = new Date(),
): BuiltNotification {
  const paidAt = trade.paidAt ?? now;
  const fields: Record<string, string> = {
    gmt_create: beijingTime(trade.createdAt),
    charset: 'utf-8',
    gmt_payment: beijingTime(paidAt),
    notify_time: beijingTime(now),
    subject: trade.subject,
    buyer_id: '2088000000000000',
    invoice_amount: fenToYuan(trade.amountFen),
    version: '1.0',
    notify_id: randomUUID().replace(/-/g, ''),
    notify_type: 'trade_status_sync',
    out_trade_no: trade.outTradeNo,
    total_amount: fenToYuan(trade.amountFen),
    trade_status: 'TRADE_SUCCESS',
    trade_no: trade.tradeNo,
    auth_app_id: trade.appId,
    receipt_amount: fenToYuan(trade.amountFen),
    buyer_pay_amount: fenToYuan(trade.amountFen),
    app_id: trade.appId,
    seller_id: '2088000000000001',
    ...overrides,
  };
  fields.sign = rsa2Sign(alipaySignContent(fields, ['sign', 'sign_type']), keys.gatewayPrivateKey);
  fields.sign_type = 'RSA2';
  return {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  };
}

/** WeChat: the transaction sealed under the APIv3 key, the envelope signed with the platform key. */
export function wechatNotification(
  trade: SandboxTrade,
  keys: WechatSandboxKeys,
  {
    now = new Date(),
    id = randomUUID(),
    transaction,
  }: { now?: Date; id?: string; transaction?: Record<string, unknown> } = {},
): BuiltNotification {
  const resource = encryptResource(
    JSON.stringify(transaction ?? transactionJson(trade, now)),
    keys.apiV3Key,
    'transaction',
    'transaction',
  );
  const body = JSON.stringify({
    id,
    create_time: rfc3339Beijing(now),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      ...platformHeaders(body, { privateKey: keys.platformPrivateKey, serial: keys.platformSerial }, now),
    },
  };
}

/** Posts a notification to the trade's notify_url — only ever this platform's own — and says whether it was taken. */
export async function deliver(trade: SandboxTrade, notification: BuiltNotification): Promise<boolean> {
  if (!isOwnNotifyUrl(trade.notifyUrl)) {
    log.warn(
      { tradeNo: trade.tradeNo, notifyUrl: trade.notifyUrl },
      'sandbox: notify_url is not this platform',
    );
    return false;
  }
  try {
    const response = await fetch(trade.notifyUrl, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return trade.method === 'alipay'
      ? text.trim() === 'success'
      : response.status >= 200 && response.status < 300;
  } catch (err) {
    // Lost, as a real notification can be: the order is settled later by reconciliation.
    log.warn({ err, tradeNo: trade.tradeNo }, 'sandbox: notification not delivered');
    return false;
  }
}
