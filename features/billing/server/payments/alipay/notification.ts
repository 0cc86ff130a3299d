import 'server-only';
import type { AlipayLive } from '../config';
import { parseBeijingTime, yuanToFen } from '../money';
import { refused, type Verdict } from '../verdict';
import { alipayClient } from './client';

// An Alipay asynchronous notification: a form-encoded POST whose `sign` covers every other field but sign_type,
// sorted, as the form decoded them. The SDK checks the signature; we check it is our app and a finished payment.

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export function checkAlipayNotification(rawBody: string, credentials: AlipayLive): Verdict {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) fields[key] = value;
  const facts = {
    notificationId: fields.notify_id,
    orderNo: fields.out_trade_no,
    tradeNo: fields.trade_no,
    amountFen: fields.total_amount === undefined ? undefined : (yuanToFen(fields.total_amount) ?? undefined),
  };
  if (!fields.sign || !fields.notify_id || !fields.out_trade_no)
    return refused('malformed', 'fields missing', facts);
  let valid = false;
  try {
    valid = alipayClient(credentials).checkNotifySignV2(fields);
  } catch {
    valid = false;
  }
  if (!valid) return refused('forged', 'signature does not verify', facts);
  if (fields.app_id !== credentials.appId) return refused('wrongMerchant', `app_id ${fields.app_id}`, facts);
  if (!PAID.has(fields.trade_status ?? ''))
    return { kind: 'ignored', reason: `trade_status ${fields.trade_status}`, facts };
  if (facts.amountFen === undefined || !fields.trade_no)
    return refused('malformed', 'paid without amount or trade number', facts);
  return {
    kind: 'payment',
    facts,
    payment: {
      method: 'alipay',
      orderNo: fields.out_trade_no,
      tradeNo: fields.trade_no,
      amountFen: facts.amountFen,
      paidAt: parseBeijingTime(fields.gmt_payment) ?? new Date(),
    },
  };
}
