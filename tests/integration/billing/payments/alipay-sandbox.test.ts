import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayClient } from '@/features/billing/server/payments/alipay/client';
import { alipayChoice } from '@/features/billing/server/payments/config';
import { handleNotification, reconcileTrade } from '@/features/billing/server/payments/notifications';
import { paymentProviders } from '@/features/billing/server/payments/providers';
import type { PaymentProvider } from '@/features/billing/server/payments/provider';
import { alipaySandboxKeys } from '@/features/billing/server/payments/sandbox/keys';
import { alipayNotification } from '@/features/billing/server/payments/sandbox/notify';
import { findByOutTradeNo, payTrade } from '@/features/billing/server/payments/sandbox/trades';
import { paymentNotifications } from '@/features/billing/server/payments/tables';
import { getDb } from '@/lib/server/db/client';
import { ExpectedOrders, payAtCashier, startGateway } from './gateway-support';

// Alipay end to end against the sandbox gateway, with real RSA2 signatures both ways: alipay-sdk signs the
// merchant's calls and checks the gateway's answers; the cashier's notification is checked by handleNotification.

const orders = new ExpectedOrders();
let gateway: Awaited<ReturnType<typeof startGateway>>;
let alipay: PaymentProvider;

const request = (orderNo: string, amountFen: number, device: 'desktop' | 'phone' = 'desktop') => ({
  orderNo,
  amountFen,
  subject: '标准版套餐 Standard plan',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  device,
  returnUrl: `${gateway.origin}/dashboard/orders/${orderNo}`,
});

const logged = async (orderNo: string) =>
  (
    await (await getDb()).select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo))
  ).map((row) => row.outcome);

async function post(body: string) {
  const response = await fetch(`${gateway.origin}/api/pay/notify/alipay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return response.text();
}

async function paidTrade(orderNo: string, amountFen: number) {
  orders.expect(orderNo, amountFen);
  await alipay.start(request(orderNo, amountFen));
  const db = await getDb();
  const keys = await alipaySandboxKeys(db);
  const trade = await findByOutTradeNo(db, 'alipay', keys.appId, orderNo);
  return { trade: (await payTrade(db, trade!.tradeNo))!, keys };
}

beforeAll(async () => {
  gateway = await startGateway(orders);
  const provider = paymentProviders().alipay;
  if (!provider) throw new Error('the Alipay sandbox should be offered outside production');
  alipay = provider;
});
afterAll(() => gateway.close());

describe('Alipay through the sandbox gateway', () => {
  it('is the sandbox without configuration, and absent in an unconfigured production', () => {
    expect(alipay.sandbox).toBe(true);
    expect(alipayChoice({ NODE_ENV: 'production' }).mode).toBe('off');
    expect(alipayChoice({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).mode).toBe('sandbox');
  });

  it('an unconfigured production server offers neither method, and its sandbox answers nothing', async () => {
    const previous = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'production' });
    try {
      expect(paymentProviders()).toEqual({});
      expect((await fetch(`${gateway.origin}/api/pay/sandbox/cashier?trade=x`)).status).toBe(404);
      const gatewayCall = await fetch(`${gateway.origin}/api/pay/sandbox/alipay/gateway`, {
        method: 'POST',
        body: '',
      });
      expect(gatewayCall.status).toBe(404);
    } finally {
      Object.assign(process.env, { NODE_ENV: previous });
    }
  });

  it('desktop: precreate gives a QR leading to the cashier; paying notifies the platform once', async () => {
    orders.expect('A-DESK-1', 12_345);
    const start = await alipay.start(request('A-DESK-1', 12_345));
    expect(start.kind).toBe('qr');
    const qr = start.kind === 'qr' ? start.qrContent : '';
    expect(qr.startsWith(`${gateway.origin}/api/pay/sandbox/cashier?trade=`)).toBe(true);

    const page = await (await fetch(`${qr}&lang=en`)).text();
    expect(page).toContain('123.45');
    expect(page).toContain('Standard plan');
    expect(page).toContain('Pay now');
    expect(await payAtCashier(qr)).toContain('付款成功');

    const recorded = orders.calls.filter((c) => c.payment.orderNo === 'A-DESK-1');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      source: 'notification',
      outcome: 'completed',
      payment: { method: 'alipay', orderNo: 'A-DESK-1', amountFen: 12_345 },
    });
    expect(await logged('A-DESK-1')).toEqual(['completed']);

    // Query sees it paid; paying again is refused at the cashier.
    const state = await alipay.query('A-DESK-1');
    expect(state).toMatchObject({
      state: 'paid',
      payment: { amountFen: 12_345, tradeNo: recorded[0]!.payment.tradeNo },
    });
    expect((await fetch(qr, { method: 'POST', body: '' })).status).toBe(409);
  });

  it('phone: a signed wap pay link that the gateway redirects to the cashier', async () => {
    orders.expect('A-PHONE-1', 990);
    const start = await alipay.start(request('A-PHONE-1', 990, 'phone'));
    expect(start.kind).toBe('redirect');
    const url = start.kind === 'redirect' ? start.url : '';
    expect(url.startsWith(`${gateway.origin}/api/pay/sandbox/alipay/gateway?`)).toBe(true);
    const hop = await fetch(url, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    const cashier = hop.headers.get('location')!;
    expect(await payAtCashier(cashier)).toContain('/dashboard/orders/A-PHONE-1');
    expect(orders.calls.filter((c) => c.payment.orderNo === 'A-PHONE-1').map((c) => c.outcome)).toEqual([
      'completed',
    ]);

    // A link whose parameters were changed after signing opens nothing.
    const tampered = url.replace(encodeURIComponent('9.90'), encodeURIComponent('0.01'));
    expect(tampered).not.toBe(url);
    expect((await fetch(tampered, { redirect: 'manual' })).status).toBe(400);
  });

  it('the same notification twice is a duplicate, acknowledged, recorded once', async () => {
    const { trade, keys } = await paidTrade('A-DUP-1', 500);
    const note = alipayNotification(trade, keys);
    expect(await post(note.body)).toBe('success');
    expect(await post(note.body)).toBe('success');
    expect(orders.calls.filter((c) => c.payment.orderNo === 'A-DUP-1').map((c) => c.outcome)).toEqual([
      'completed',
      'duplicate',
    ]);
  });

  it('refuses and logs forged, tampered, replayed, foreign-app and unknown-order notifications', async () => {
    const { trade, keys } = await paidTrade('A-BAD-1', 2_000);
    const genuine = alipayNotification(trade, keys);

    // Tampered amount: the signature no longer covers the body.
    expect(await post(genuine.body.replace('total_amount=20.00', 'total_amount=0.01'))).toBe('fail');
    // Forged: signed with a key that is not the gateway's.
    const forged = alipayNotification(trade, { ...keys, gatewayPrivateKey: keys.merchantPrivateKey });
    expect(await post(forged.body)).toBe('fail');
    // Another merchant's app, correctly signed by the gateway.
    expect(await post(alipayNotification(trade, keys, { app_id: '2021999999999999' }).body)).toBe('fail');
    // Same notify_id carrying another payment.
    expect(await post(genuine.body)).toBe('success');
    const notifyId = new URLSearchParams(genuine.body).get('notify_id')!;
    const replay = alipayNotification(trade, keys, {
      notify_id: notifyId,
      trade_no: '2026000000000000000000000001',
    });
    expect(await post(replay.body)).toBe('fail');
    expect(await logged('A-BAD-1')).toEqual(['forged', 'forged', 'wrongMerchant', 'completed', 'replayed']);
    expect(orders.calls.filter((c) => c.payment.orderNo === 'A-BAD-1')).toHaveLength(1);

    // An order orders do not know: verified, refused by record, not acknowledged.
    const unknown = alipayNotification({ ...trade, outTradeNo: 'A-NOBODY' }, keys);
    expect(await post(unknown.body)).toBe('fail');
    expect(await logged('A-NOBODY')).toEqual(['unknownOrder']);
    // Garbage.
    const db = await getDb();
    const garbage = await handleNotification(
      db,
      'alipay',
      { rawBody: 'hello', headers: new Headers() },
      orders.record,
    );
    expect(await garbage.text()).toBe('fail');
  });

  it('a wrong amount is refused by orders and not acknowledged', async () => {
    orders.expect('A-AMOUNT-1', 100);
    await alipay.start(request('A-AMOUNT-1', 100));
    const db = await getDb();
    const keys = await alipaySandboxKeys(db);
    const trade = (await findByOutTradeNo(db, 'alipay', keys.appId, 'A-AMOUNT-1'))!;
    const paid = (await payTrade(db, trade.tradeNo))!;
    expect(await post(alipayNotification({ ...paid, amountFen: 1 }, keys).body)).toBe('fail');
    expect(await logged('A-AMOUNT-1')).toEqual(['wrongAmount']);
  });

  it('query and close an unpaid trade; a closed trade cannot be paid', async () => {
    expect(await alipay.query('A-NEVER')).toEqual({ state: 'notFound' });
    orders.expect('A-CLOSE-1', 300);
    const start = await alipay.start(request('A-CLOSE-1', 300));
    expect(await alipay.query('A-CLOSE-1')).toEqual({ state: 'unpaid' });
    await alipay.close('A-CLOSE-1');
    expect(await alipay.query('A-CLOSE-1')).toEqual({ state: 'closed' });
    const qr = start.kind === 'qr' ? start.qrContent : '';
    expect((await fetch(qr, { method: 'POST', body: '' })).status).toBe(409);
  });

  it('reconciliation records a paid trade whose notification was lost', async () => {
    const { trade } = await paidTrade('A-LOST-1', 4_200);
    expect(orders.calls.some((c) => c.payment.orderNo === 'A-LOST-1')).toBe(false);
    expect(await reconcileTrade(alipay, 'A-LOST-1', orders.record)).toEqual({
      state: 'paid',
      outcome: 'completed',
    });
    expect(orders.calls.filter((c) => c.payment.orderNo === 'A-LOST-1')).toEqual([
      expect.objectContaining({
        source: 'reconciliation',
        payment: expect.objectContaining({ tradeNo: trade.tradeNo, amountFen: 4_200 }),
      }),
    ]);
    expect(await reconcileTrade(alipay, 'A-CLOSE-1', orders.record)).toEqual({ state: 'closed' });
  });

  it('refuses a request not signed by the merchant, and a notify_url off this platform', async () => {
    const answer = await fetch(
      `${gateway.origin}/api/pay/sandbox/alipay/gateway?app_id=x&method=alipay.trade.query&sign_type=RSA2&sign=AAAA`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'biz_content=%7B%22out_trade_no%22%3A%22A-DESK-1%22%7D',
      },
    );
    expect(await answer.text()).toContain('isv.invalid-app-id');
    // Correctly signed by the merchant, but the notify_url points off this platform: the sandbox will not call it.
    const db = await getDb();
    const keys = await alipaySandboxKeys(db);
    const client = alipayClient({
      appId: keys.appId,
      privateKey: keys.merchantPrivateKey,
      alipayPublicKey: keys.gatewayPublicKey,
      gateway: `${gateway.origin}/api/pay/sandbox/alipay/gateway`,
    });
    const refused = await client.exec(
      'alipay.trade.precreate',
      {
        notifyUrl: 'http://169.254.169.254/latest/meta-data',
        bizContent: { out_trade_no: 'A-SSRF-1', total_amount: '1.00', subject: 'x' },
      },
      { validateSign: true },
    );
    expect(refused).toMatchObject({
      code: '40004',
      sub_code: 'ACQ.INVALID_PARAMETER',
      sub_msg: 'notify_url',
    });
    expect(await findByOutTradeNo(db, 'alipay', keys.appId, 'A-SSRF-1')).toBeNull();
  });
});
