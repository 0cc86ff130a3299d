import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatChoice } from '@/features/billing/server/payments/config';
import { reconcileTrade } from '@/features/billing/server/payments/notifications';
import { paymentProviders } from '@/features/billing/server/payments/providers';
import type { PaymentProvider } from '@/features/billing/server/payments/provider';
import { wechatSandboxKeys } from '@/features/billing/server/payments/sandbox/keys';
import { wechatNotification } from '@/features/billing/server/payments/sandbox/notify';
import { findByOutTradeNo, payTrade } from '@/features/billing/server/payments/sandbox/trades';
import { transactionJson } from '@/features/billing/server/payments/sandbox/wechat-gateway';
import { paymentNotifications } from '@/features/billing/server/payments/tables';
import { authorization } from '@/features/billing/server/payments/wechat/signing';
import { getDb } from '@/lib/server/db/client';
import { ExpectedOrders, payAtCashier, startGateway } from './gateway-support';

// WeChat Pay API v3 end to end against the sandbox gateway: merchant requests signed WECHATPAY2-SHA256-RSA2048,
// answers and notifications signed with the platform key, the resource sealed with AES-256-GCM.

const orders = new ExpectedOrders();
let gateway: Awaited<ReturnType<typeof startGateway>>;
let wechat: PaymentProvider;

const request = (orderNo: string, amountFen: number, device: 'desktop' | 'phone' = 'desktop') => ({
  orderNo,
  amountFen,
  subject: 'Concurrency pack 并发包',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  device,
  returnUrl: `${gateway.origin}/dashboard/orders/${orderNo}`,
  payerIp: '203.0.113.7',
});

const logged = async (orderNo: string) =>
  (
    await (await getDb()).select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo))
  ).map((row) => row.outcome);

const post = (note: { body: string; headers: Record<string, string> }) =>
  fetch(`${gateway.origin}/api/pay/notify/wechat`, {
    method: 'POST',
    headers: note.headers,
    body: note.body,
  });

async function paidTrade(orderNo: string, amountFen: number) {
  orders.expect(orderNo, amountFen);
  await wechat.start(request(orderNo, amountFen));
  const db = await getDb();
  const keys = await wechatSandboxKeys(db);
  const trade = await findByOutTradeNo(db, 'wechat', keys.mchid, orderNo);
  return { trade: (await payTrade(db, trade!.tradeNo))!, keys };
}

beforeAll(async () => {
  gateway = await startGateway(orders);
  const provider = paymentProviders().wechat;
  if (!provider) throw new Error('the WeChat Pay sandbox should be offered outside production');
  wechat = provider;
});
afterAll(() => gateway.close());

describe('WeChat Pay through the sandbox gateway', () => {
  it('is the sandbox without configuration, and absent in an unconfigured production', () => {
    expect(wechat.sandbox).toBe(true);
    expect(wechatChoice({ NODE_ENV: 'production' }).mode).toBe('off');
  });

  it('Native: a code_url leading to the cashier; paying sends one signed, sealed notification', async () => {
    orders.expect('W-DESK-0001', 8_800);
    const start = await wechat.start(request('W-DESK-0001', 8_800));
    expect(start.kind).toBe('qr');
    const qr = start.kind === 'qr' ? start.qrContent : '';
    expect(await (await fetch(qr)).text()).toContain('88.00');
    expect(await payAtCashier(`${qr}&lang=en`)).toContain('Payment successful');
    const recorded = orders.calls.filter((c) => c.payment.orderNo === 'W-DESK-0001');
    expect(recorded).toEqual([
      expect.objectContaining({
        source: 'notification',
        outcome: 'completed',
        payment: expect.objectContaining({ method: 'wechat', amountFen: 8_800 }),
      }),
    ]);
    expect(await logged('W-DESK-0001')).toEqual(['completed']);
    expect(await wechat.query('W-DESK-0001')).toMatchObject({ state: 'paid', payment: { amountFen: 8_800 } });
  });

  it('H5: an h5_url with the way back appended, leading to the cashier', async () => {
    orders.expect('W-PHONE-0001', 1_999);
    const start = await wechat.start(request('W-PHONE-0001', 1_999, 'phone'));
    expect(start.kind).toBe('redirect');
    const url = start.kind === 'redirect' ? start.url : '';
    expect(new URL(url).searchParams.get('redirect_url')).toBe(
      `${gateway.origin}/dashboard/orders/W-PHONE-0001`,
    );
    expect(await payAtCashier(url)).toContain('/dashboard/orders/W-PHONE-0001');
    expect(orders.calls.filter((c) => c.payment.orderNo === 'W-PHONE-0001').map((c) => c.outcome)).toEqual([
      'completed',
    ]);
  });

  it('two presses of "pay" at once pay the trade once and notify once', async () => {
    orders.expect('W-TWICE-0001', 700);
    const start = await wechat.start(request('W-TWICE-0001', 700));
    const qr = start.kind === 'qr' ? start.qrContent : '';
    const presses = await Promise.all([1, 2].map(() => fetch(qr, { method: 'POST', body: '' })));
    expect(presses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(orders.calls.filter((c) => c.payment.orderNo === 'W-TWICE-0001').map((c) => c.outcome)).toEqual([
      'completed',
    ]);
  });

  it('a retried notification is a duplicate; the same id with another payment is a replay', async () => {
    const { trade, keys } = await paidTrade('W-DUP-0001', 600);
    const note = wechatNotification(trade, keys);
    expect((await post(note)).status).toBe(204);
    expect((await post(note)).status).toBe(204);
    const id = (JSON.parse(note.body) as { id: string }).id;
    const other = wechatNotification(trade, keys, {
      id,
      transaction: { ...transactionJson(trade), amount: { total: 1 } },
    });
    const replay = await post(other);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ code: 'FAIL', message: 'replayed' });
    expect(await logged('W-DUP-0001')).toEqual(['completed', 'duplicate', 'replayed']);
  });

  it('refuses and logs old, forged, tampered, foreign and unknown notifications', async () => {
    const { trade, keys } = await paidTrade('W-BAD-0001', 2_500);
    // Signed five minutes and more ago: a captured notification played back.
    const old = wechatNotification(trade, keys, { now: new Date(Date.now() - 6 * 60_000) });
    expect((await post(old)).status).toBe(401);
    // Signed with a key that is not the platform's.
    const forged = wechatNotification(trade, { ...keys, platformPrivateKey: keys.merchantPrivateKey });
    expect((await post(forged)).status).toBe(401);
    // Body changed after signing.
    const genuine = wechatNotification(trade, keys);
    const tampered = {
      ...genuine,
      body: genuine.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '),
    };
    expect((await post(tampered)).status).toBe(401);
    // Sealed under another APIv3 key (and correctly signed): not ours to open.
    const sealedElsewhere = wechatNotification(trade, { ...keys, apiV3Key: 'x'.repeat(32) });
    expect((await post(sealedElsewhere)).status).toBe(401);
    // Another merchant's transaction.
    const foreign = wechatNotification(trade, keys, {
      transaction: { ...transactionJson(trade), mchid: '1999999999' },
    });
    expect((await post(foreign)).status).toBe(400);
    expect((await post(genuine)).status).toBe(204);
    expect(orders.calls.filter((c) => c.payment.orderNo === 'W-BAD-0001').map((c) => c.outcome)).toEqual([
      'completed',
    ]);
    // Logged by order number where the resource could be opened; the others by their id only.
    expect(await logged('W-BAD-0001')).toEqual(['wrongMerchant', 'completed']);
    const db = await getDb();
    const refusals = await db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.method, 'wechat'));
    expect(refusals.filter((r) => r.outcome === 'forged')).toHaveLength(3);
    expect(refusals.filter((r) => r.outcome === 'replayed').length).toBeGreaterThanOrEqual(1);

    const unknown = wechatNotification({ ...trade, outTradeNo: 'W-NOBODY-01' }, keys);
    const answer = await post(unknown);
    expect(answer.status).toBe(400);
    expect(await logged('W-NOBODY-01')).toEqual(['unknownOrder']);
  });

  it('query and close; a closed trade cannot be paid; reconciliation records a lost notification', async () => {
    expect(await wechat.query('W-NEVER-0001')).toEqual({ state: 'notFound' });
    orders.expect('W-CLOSE-0001', 300);
    const start = await wechat.start(request('W-CLOSE-0001', 300));
    expect(await wechat.query('W-CLOSE-0001')).toEqual({ state: 'unpaid' });
    await wechat.close('W-CLOSE-0001');
    expect(await wechat.query('W-CLOSE-0001')).toEqual({ state: 'closed' });
    const qr = start.kind === 'qr' ? start.qrContent : '';
    expect((await fetch(qr, { method: 'POST', body: '' })).status).toBe(409);

    const { trade } = await paidTrade('W-LOST-0001', 4_200);
    expect(await reconcileTrade(wechat, 'W-LOST-0001', orders.record)).toEqual({
      state: 'paid',
      outcome: 'completed',
    });
    expect(orders.calls.filter((c) => c.payment.orderNo === 'W-LOST-0001')).toEqual([
      expect.objectContaining({
        source: 'reconciliation',
        payment: expect.objectContaining({ tradeNo: trade.tradeNo }),
      }),
    ]);
  });

  it('the gateway refuses requests not signed by the merchant', async () => {
    const db = await getDb();
    const keys = await wechatSandboxKeys(db);
    const path = `/api/pay/sandbox/wechat/v3/pay/transactions/out-trade-no/W-DESK-0001?mchid=${keys.mchid}`;
    const unsigned = await fetch(`${gateway.origin}${path}`);
    expect(unsigned.status).toBe(401);
    const otherKey = authorization(
      { mchid: keys.mchid, serialNo: keys.merchantSerial, privateKey: keys.platformPrivateKey },
      'GET',
      path,
      '',
    );
    expect((await fetch(`${gateway.origin}${path}`, { headers: { authorization: otherKey } })).status).toBe(
      401,
    );
    const own = authorization(
      { mchid: keys.mchid, serialNo: keys.merchantSerial, privateKey: keys.merchantPrivateKey },
      'GET',
      path,
      '',
    );
    expect((await fetch(`${gateway.origin}${path}`, { headers: { authorization: own } })).status).toBe(200);
  });
});
