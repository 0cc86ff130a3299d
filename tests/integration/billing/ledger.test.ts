import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as exportRoute } from '@/app/api/management/orders/exportOrder/route';
import { GET as standingRoute } from '@/app/api/fee-api/account/route';
import { GET as ledgerRoute } from '@/app/api/fee-api/ledger/page/route';
import { POST as entryRoute } from '@/app/api/operator/billing/accounts/entries/route';
import { POST as termsRoute } from '@/app/api/operator/billing/accounts/terms/route';
import type { StandingDto } from '@/features/billing/contract';
import { addLedgerEntry, setTerms } from '@/features/billing/server/accounts';
import { mayStartConversation } from '@/features/billing/server/ledger';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { createOrder } from '@/features/billing/server/orders/create-order';
import { payByBalance } from '@/features/billing/server/orders/pay-order';
import { billingAccounts, billingLedger } from '@/features/billing/server/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { ORIGIN, call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { operatorProduct, orderFor, owner, ports, seededProduct } from './billing-support';

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const system = { actor: { type: 'operator' as const, id: 'test-operator' }, requestId: 'test' };

describe('the ledger', () => {
  it('sums to the balance after a random sequence of top-ups, payments, refunds and adjustments', async () => {
    const customer = await loggedInAccount();
    const db = await getDb();
    const who = owner(customer);
    const topup = await seededProduct('topup');
    const product = await operatorProduct({ priceFen: 63_333 });
    await setTerms(db, { corpId: who.corpId, creditLimitFen: 5_000, arrearsPolicy: 'none' }, system, ports);
    const random = seeded(20261127);
    let refusals = 0;
    for (let step = 0; step < 40; step++) {
      const pick = random();
      if (pick < 0.3) {
        const order = await createOrder(
          db,
          who,
          { productId: topup.id, quantity: 1 + Math.floor(random() * 3) },
          ports,
        );
        const paid = await recordPayment(db, ports)(
          {
            method: 'wechat',
            orderNo: order.orderNo,
            tradeNo: `W${step}`,
            amountFen: order.payableFen,
            paidAt: new Date(),
          },
          'notification',
        );
        expect(paid).toBe('completed');
      } else if (pick < 0.65) {
        const order = await createOrder(db, who, { productId: product.productId, quantity: 1 }, ports);
        await payByBalance(db, who, order.orderNo, ports).catch((error: { code: number }) => {
          expect(error.code).toBe(42211);
          refusals += 1;
        });
      } else {
        const amountFen = Math.floor(random() * 20_000) - 10_000 || 1;
        await addLedgerEntry(
          db,
          { corpId: who.corpId, kind: pick < 0.8 ? 'refund' : 'adjustment', amountFen, note: `step ${step}` },
          system,
          ports,
        );
      }
    }
    const [sum] = await db
      .select({ total: sql<number>`coalesce(sum(${billingLedger.amountFen}), 0)`.mapWith(Number) })
      .from(billingLedger)
      .where(eq(billingLedger.corpId, who.corpId));
    const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.corpId, who.corpId));
    expect(sum!.total).toBe(account!.balanceFen);
    // Each row's balance is the running sum, so the customer's ledger reads true line by line.
    const rows = await db.select().from(billingLedger).where(eq(billingLedger.corpId, who.corpId));
    const ordered = rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.balanceFen - b.balanceFen);
    expect(ordered.at(-1)!.balanceFen).toBe(account!.balanceFen);
    const page = await call<{ total: number }>(ledgerRoute, '/fee-api/ledger/page', {
      token: customer.token,
    });
    expect(page.body.data.total).toBe(rows.length);
    // The seed's sequence touches every kind, and at least one payment met the credit limit.
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['topup', 'order', 'refund', 'adjustment']));
    expect(refusals).toBeGreaterThan(0);
  });

  it('refuses a balance payment below the credit limit, and arrears stop new conversations when set to', async () => {
    const customer = await loggedInAccount();
    const db = await getDb();
    const who = owner(customer);
    const product = await operatorProduct({ priceFen: 1_000 });
    const order = await orderFor(customer, product.productId);
    const refused = await payByBalance(db, who, order.orderNo, ports).catch(
      (error: { code: number }) => error.code,
    );
    expect(refused).toBe(42211);

    const admin = await signedInOperator('admin');
    const terms = await call<StandingDto>(termsRoute, '/operator/billing/accounts/terms', {
      ...asOperator(admin.cookie),
      body: { corpId: who.corpId, creditLimitFen: 1_500, arrearsPolicy: 'newConversations' },
    });
    expect(terms.body.data).toMatchObject({ creditLimitFen: 1_500, arrearsPolicy: 'newConversations' });
    await payByBalance(db, who, order.orderNo, ports);
    const standing = await call<StandingDto>(standingRoute, '/fee-api/account', { token: customer.token });
    expect(standing.body.data).toMatchObject({ balanceFen: -1_000, arrears: true });
    expect(await mayStartConversation(db, who.corpId)).toBe(true); // in arrears, within the credit limit

    const noNote = await call(entryRoute, '/operator/billing/accounts/entries', {
      ...asOperator(admin.cookie),
      body: { corpId: who.corpId, kind: 'adjustment', amountFen: -1_000, note: '' },
    });
    expect(noNote.body.code).toBe(40000);
    await call(entryRoute, '/operator/billing/accounts/entries', {
      ...asOperator(admin.cookie),
      body: { corpId: who.corpId, kind: 'adjustment', amountFen: -1_000, note: 'usage of October' },
    });
    expect(await mayStartConversation(db, who.corpId)).toBe(false);
    await setTerms(db, { corpId: who.corpId, creditLimitFen: 1_500, arrearsPolicy: 'none' }, system, ports);
    expect(await mayStartConversation(db, who.corpId)).toBe(true);

    const support = await signedInOperator('support');
    const refusedSupport = await call(entryRoute, '/operator/billing/accounts/entries', {
      ...asOperator(support.cookie),
      body: { corpId: who.corpId, kind: 'refund', amountFen: 100, note: 'x' },
    });
    expect(refusedSupport.body.code).toBe(40300);
  });
});

describe('exportOrder', () => {
  it('is an .xlsx of the filtered orders in the caller’s language, with operator-typed names made inert', async () => {
    const customer = await loggedInAccount();
    const risky = await operatorProduct({
      priceFen: 100,
      nameZh: '=HYPERLINK("http://evil")',
      nameEn: '=HYPERLINK("x")',
    });
    await orderFor(customer, risky.productId);
    await orderFor(customer, risky.productId, 2);
    const response = await exportRoute(
      new Request(`${ORIGIN}/api/management/orders/exportOrder?token=${customer.token}&lang=zh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000' },
        body: JSON.stringify({ status: 'pending' }),
      }),
    );
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.getRow(2).getCell(7).value).toBe('待支付');
  });
});
