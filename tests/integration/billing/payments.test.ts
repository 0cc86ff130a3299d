import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as unifiedOrderRoute } from '@/app/api/pay/unifiedOrder/route';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { expireOrders } from '@/features/billing/server/online/order-jobs';
import { confirmPay, startOnlinePayment } from '@/features/billing/server/online/start-payment';
import { orderHistory } from '@/features/billing/server/orders/order-rows';
import type {
  PaymentProvider,
  TradeState,
  VerifiedPayment,
} from '@/features/billing/server/payments/provider';
import { billingLedger, billingOrders } from '@/features/billing/server/tables';
import { resourceGrants } from '@/features/deploy/server/tables';
import { corporations } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { call, outbox } from '@/tests/integration/support/api';
import { customerWithOrder, orderRow, owner, ports } from './billing-support';

// Orders' side of online payment: what a verified payment does to its order (the providers and their signatures are
// the payments area's, tested with the sandbox gateway), the expiry job, and starting a payment against a provider.

const paymentOf = (
  order: { orderNo: string; payableFen: number },
  trade = 'T1',
  at = new Date(),
): VerifiedPayment => ({
  method: 'alipay',
  orderNo: order.orderNo,
  tradeNo: trade,
  amountFen: order.payableFen,
  paidAt: at,
});

/** A gateway that answers what the test says (the real ones are the payments area's). */
function scriptedProvider(state: () => TradeState) {
  const calls: string[] = [];
  const provider: PaymentProvider = {
    method: 'alipay',
    sandbox: true,
    start: async (request) => {
      calls.push(`start ${request.orderNo} ${request.amountFen}`);
      return { kind: 'qr', qrContent: `https://qr.example/${request.orderNo}` };
    },
    query: async (orderNo) => {
      calls.push(`query ${orderNo}`);
      return state();
    },
    close: async (orderNo) => {
      calls.push(`close ${orderNo}`);
    },
  };
  return { provider, calls };
}

describe('a verified payment', () => {
  it('completes its order once: duplicates are acknowledged, the grant is made once', async () => {
    const { order } = await customerWithOrder();
    const db = await getDb();
    const record = recordPayment(db, ports);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => record(paymentOf(order), 'notification')),
    );
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await record(paymentOf(order), 'reconciliation')).toBe('duplicate');
    const grants = await db.select().from(resourceGrants).where(eq(resourceGrants.orderId, order.orderId));
    expect(grants).toHaveLength(1);
    const row = await orderRow(order.orderNo);
    expect(row).toMatchObject({ status: 'completed', tradeNo: 'T1', payMethod: 'alipay' });
    // Another trade for a paid order: refused and flagged for an operator (money to return).
    expect(await record(paymentOf(order, 'T2'), 'notification')).toBe('notPayable');
    expect((await orderHistory(db, order.orderId)).at(-1)).toMatchObject({
      flag: 'secondPayment',
      actor: 'gateway',
    });
  });

  it('refuses an unknown order and a wrong amount', async () => {
    const { order } = await customerWithOrder();
    const db = await getDb();
    const record = recordPayment(db, ports);
    expect(await record({ ...paymentOf(order), orderNo: 'DH20260101-NOSUCH' }, 'notification')).toBe(
      'unknownOrder',
    );
    expect(await record({ ...paymentOf(order), amountFen: order.payableFen - 1 }, 'notification')).toBe(
      'wrongAmount',
    );
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect((await orderHistory(db, order.orderId)).at(-1)).toMatchObject({ flag: 'wrongAmount' });
  });

  it('after expiry: a payment made late is refused and flagged; one made in time still completes', async () => {
    const db = await getDb();
    const record = recordPayment(db, ports);
    const late = (await customerWithOrder('topup')).order;
    const past = new Date(Date.now() - 60_000);
    await db.update(billingOrders).set({ expiresAt: past }).where(eq(billingOrders.id, late.orderId));
    expect(await expireOrders(db, () => null, record)).toMatchObject({ expired: expect.any(Number) });
    expect((await orderRow(late.orderNo)).status).toBe('expired');
    expect(await record(paymentOf(late, 'T9', new Date()), 'notification')).toBe('notPayable');
    expect((await orderHistory(db, late.orderId)).at(-1)).toMatchObject({ flag: 'latePayment' });
    expect(await db.select().from(billingLedger).where(eq(billingLedger.orderId, late.orderId))).toHaveLength(
      0,
    );

    const inTime = (await customerWithOrder('topup')).order;
    await db.update(billingOrders).set({ expiresAt: past }).where(eq(billingOrders.id, inTime.orderId));
    await expireOrders(db, () => null, record);
    expect(await record(paymentOf(inTime, 'T10', new Date(past.getTime() - 1000)), 'notification')).toBe(
      'completed',
    );
    const credits = await db
      .select()
      .from(billingLedger)
      .where(and(eq(billingLedger.orderId, inTime.orderId), eq(billingLedger.kind, 'topup')));
    expect(credits).toMatchObject([{ amountFen: inTime.creditFen }]);
  });

  it('upgrades the plan when the plan is bought', async () => {
    const { customer, order } = await customerWithOrder('plan');
    const db = await getDb();
    expect(await recordPayment(db, ports)(paymentOf(order), 'notification')).toBe('completed');
    const [corp] = await db.select().from(corporations).where(eq(corporations.id, customer.user.corpId));
    expect(corp!.plan).toBe('standard');
  });
});

describe('the expiry job', () => {
  it('expires pending orders past their countdown, with history and mail, and closes online trades', async () => {
    const { customer, order } = await customerWithOrder();
    const fresh = (await customerWithOrder()).order;
    const db = await getDb();
    const { provider, calls } = scriptedProvider(() => ({ state: 'unpaid' }));
    await startOnlinePayment(
      db,
      owner(customer),
      { orderNo: order.orderNo, method: 'alipay', device: 'desktop' },
      () => provider,
      'zh',
    );
    await db
      .update(billingOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(billingOrders.id, order.orderId));
    await expireOrders(db, () => provider, recordPayment(db, ports));
    expect((await orderRow(order.orderNo)).status).toBe('expired');
    expect((await orderRow(fresh.orderNo)).status).toBe('pending');
    expect(calls).toContain(`close ${order.orderNo}`);
    expect((await orderHistory(db, order.orderId)).at(-1)).toMatchObject({
      from: 'pending',
      to: 'expired',
      actor: 'system',
    });
    expect((await outbox(customer.email)).some((mail) => mail.subject.includes('已过期'))).toBe(true);
    // Paying it now is refused with the reason.
    const refused = await startOnlinePayment(
      db,
      owner(customer),
      { orderNo: order.orderNo, method: 'alipay', device: 'desktop' },
      () => provider,
      'zh',
    ).catch((error: { messageKey: string }) => error.messageKey);
    expect(refused).toBe('orderExpired');
  });

  it('asks the gateway first: an order paid without a notification completes instead of expiring', async () => {
    const { customer, order } = await customerWithOrder();
    const db = await getDb();
    let state: TradeState = { state: 'unpaid' };
    const { provider } = scriptedProvider(() => state);
    await startOnlinePayment(
      db,
      owner(customer),
      { orderNo: order.orderNo, method: 'alipay', device: 'desktop' },
      () => provider,
      'en',
    );
    state = { state: 'paid', payment: paymentOf(order, 'T-lost') };
    await db
      .update(billingOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(billingOrders.id, order.orderId));
    await expireOrders(db, () => provider, recordPayment(db, ports));
    expect((await orderRow(order.orderNo)).status).toBe('completed');
  });
});

describe('paying online', () => {
  it('starts the trade at the provider with the payable amount, and confirms a paid trade', async () => {
    const { customer, order } = await customerWithOrder();
    const db = await getDb();
    let state: TradeState = { state: 'unpaid' };
    const { provider, calls } = scriptedProvider(() => state);
    const started = await startOnlinePayment(
      db,
      owner(customer),
      { orderNo: order.orderNo, method: 'alipay', device: 'desktop' },
      () => provider,
      'zh',
    );
    expect(started).toMatchObject({
      kind: 'qr',
      qrContent: `https://qr.example/${order.orderNo}`,
      sandbox: true,
    });
    expect(calls).toEqual([`start ${order.orderNo} ${order.payableFen}`]);
    const unpaid = await confirmPay(
      db,
      owner(customer),
      order.orderNo,
      () => provider,
      recordPayment(db, ports),
    );
    expect(unpaid.paid).toBe(false);
    state = { state: 'paid', payment: paymentOf(order, 'T-confirm') };
    const paid = await confirmPay(
      db,
      owner(customer),
      order.orderNo,
      () => provider,
      recordPayment(db, ports),
    );
    expect(paid).toMatchObject({ paid: true, status: 'completed' });
  });

  it('answers "not available" when the method has no provider', async () => {
    const { customer, order } = await customerWithOrder();
    const answer = await call(unifiedOrderRoute, '/pay/unifiedOrder', {
      token: customer.token,
      body: { orderNo: order.orderNo, method: 'wechat' },
      query: { lang: 'en' },
    });
    expect(answer.body.code).toBe(50300);
    expect(answer.body.message).toContain('not available');
  });
});
