import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { checkAlipayNotification } from './alipay/notification';
import { alipayCredentials, wechatCredentials } from './credentials';
import type { PaymentMethod, PaymentOutcome, PaymentProvider, RecordPayment, TradeState } from './provider';
import { paymentNotifications } from './tables';
import { refused, type NotificationFacts, type Verdict } from './verdict';
import { checkWechatNotification } from './wechat/notification';

// A gateway's notification, from raw bytes to the answer the gateway expects: verified (signature, freshness,
// merchant), checked against earlier notifications with the same id, handed to orders, and logged whatever came of
// it. Only a payment orders accepted (or had already accepted) — or a verified non-payment — is acknowledged;
// anything else is answered as a failure, which makes the real gateway try again later.

export type NotificationOutcome =
  | PaymentOutcome
  | 'forged'
  | 'malformed'
  | 'wrongMerchant'
  | 'replayed'
  | 'ignored'
  | 'unavailable'
  | 'failed';

const UNVERIFIED = new Set<NotificationOutcome>(['forged', 'malformed', 'unavailable']);
const ACKNOWLEDGED = new Set<NotificationOutcome>(['completed', 'duplicate', 'ignored']);

export interface IncomingNotification {
  rawBody: Uint8Array | string;
  headers: Headers;
}

async function verdictFor(
  db: Db,
  method: PaymentMethod,
  body: string,
  headers: Headers,
): Promise<Verdict | null> {
  if (method === 'alipay') {
    const alipay = await alipayCredentials(db);
    return alipay && checkAlipayNotification(body, alipay.credentials);
  }
  const wechat = await wechatCredentials(db);
  return wechat && checkWechatNotification(body, headers, wechat.credentials);
}

/**
 * A gateway retries a notification with the same id and the same payment; the same id carrying another payment is
 * someone playing an old message back with its content changed, or a gateway gone wrong: either way, not recorded.
 */
async function isReplay(db: Db, method: PaymentMethod, facts: NotificationFacts): Promise<boolean> {
  if (!facts.notificationId) return false;
  const earlier = await db
    .select()
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.method, method),
        eq(paymentNotifications.notificationId, facts.notificationId),
      ),
    );
  // Only verified notifications count as evidence: a forged one must not block the genuine one it imitated.
  return earlier.some(
    (row) =>
      !UNVERIFIED.has(row.outcome as NotificationOutcome) &&
      (row.orderNo !== (facts.orderNo ?? null) ||
        row.tradeNo !== (facts.tradeNo ?? null) ||
        row.amountFen !== (facts.amountFen ?? null)),
  );
}

export async function handleNotification(
  db: Db,
  method: PaymentMethod,
  { rawBody, headers }: IncomingNotification,
  record: RecordPayment,
): Promise<Response> {
  const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  let verdict = await verdictFor(db, method, body, headers);
  let outcome: NotificationOutcome;
  if (!verdict) {
    verdict = refused('malformed', 'method unavailable');
    outcome = 'unavailable';
  } else if (verdict.kind === 'payment' && (await isReplay(db, method, verdict.facts))) {
    verdict = refused('replayed', 'notification id seen with another payment', verdict.facts);
    outcome = 'replayed';
  } else if (verdict.kind === 'payment') {
    try {
      outcome = await record(verdict.payment, 'notification');
    } catch (error) {
      log.error(
        { err: error, method, orderNo: verdict.payment.orderNo },
        'payment notification: recording failed',
      );
      outcome = 'failed';
    }
  } else outcome = verdict.kind === 'ignored' ? 'ignored' : verdict.outcome;

  const { facts } = verdict;
  await db.insert(paymentNotifications).values({
    id: randomUUID(),
    method,
    notificationId: facts.notificationId ?? null,
    orderNo: facts.orderNo ?? null,
    tradeNo: facts.tradeNo ?? null,
    amountFen: facts.amountFen ?? null,
    outcome,
    bodySha256,
  });
  const acknowledged = ACKNOWLEDGED.has(outcome);
  if (!acknowledged)
    log.warn(
      {
        method,
        outcome,
        reason: verdict.kind === 'refused' ? verdict.reason : undefined,
        ...facts,
        bodySha256,
      },
      'payment notification refused',
    );
  return answer(method, acknowledged, outcome);
}

/** Alipay reads the text `success`; WeChat Pay a 2xx, or an error status with `{code:'FAIL', message}`. */
function answer(method: PaymentMethod, acknowledged: boolean, outcome: NotificationOutcome): Response {
  if (method === 'alipay')
    return new Response(acknowledged ? 'success' : 'fail', { headers: { 'content-type': 'text/plain' } });
  if (acknowledged) return new Response(null, { status: 204 });
  const status = outcome === 'failed' ? 500 : outcome === 'forged' || outcome === 'replayed' ? 401 : 400;
  return Response.json({ code: 'FAIL', message: outcome }, { status });
}

/**
 * Asks the gateway about an order whose notification never came, and records the payment when the trade was paid
 * (BILL's scheduled job calls this for online orders still pending).
 */
export async function reconcileTrade(
  provider: PaymentProvider,
  orderNo: string,
  record: RecordPayment,
): Promise<{ state: TradeState['state']; outcome?: PaymentOutcome }> {
  const trade = await provider.query(orderNo);
  if (trade.state !== 'paid') return { state: trade.state };
  if (trade.payment.orderNo !== orderNo)
    throw new Error(`gateway answered trade ${trade.payment.orderNo} for ${orderNo}`);
  return { state: 'paid', outcome: await record(trade.payment, 'reconciliation') };
}
