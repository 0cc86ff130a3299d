import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as logRoute } from '@/app/api/operator/billing/payment-notifications/route';
import type { PaymentLogRow } from '@/features/billing/contract/payment-log';
import { paymentNotifications } from '@/features/billing/server/payments/tables';
import type { Page } from '@/lib/contract/paging';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';

// The back office's notification log: read-only, filtered by method, outcome and order number, newest first.

async function logged(orderNo: string, outcome: string, method = 'alipay', at = new Date()) {
  const db = await getDb();
  await db.insert(paymentNotifications).values({
    id: randomUUID(),
    method,
    notificationId: randomUUID(),
    orderNo,
    tradeNo: `T-${randomUUID()}`,
    amountFen: 100,
    outcome,
    bodySha256: 'x'.repeat(64),
    receivedAt: at,
  });
}

describe('the payment notification log', () => {
  it('lists notifications newest first with filters; support may not read it', async () => {
    const no = `DH${Date.now()}`;
    await logged(no, 'completed', 'alipay', new Date(Date.now() - 60_000));
    await logged(no, 'duplicate', 'alipay');
    await logged(no, 'wrongAmount', 'wechat');
    const reviewer = await signedInOperator('reviewer');
    const all = await call<Page<PaymentLogRow>>(logRoute, '/operator/billing/payment-notifications', {
      ...asOperator(reviewer.cookie),
      query: { orderNo: no },
    });
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.at(-1)!.outcome).toBe('completed');
    const wrong = await call<Page<PaymentLogRow>>(logRoute, '/operator/billing/payment-notifications', {
      ...asOperator(reviewer.cookie),
      query: { orderNo: no, outcome: 'wrongAmount', method: 'wechat' },
    });
    expect(wrong.body.data.list.map((row) => row.outcome)).toEqual(['wrongAmount']);
    const bad = await call(logRoute, '/operator/billing/payment-notifications', {
      ...asOperator(reviewer.cookie),
      query: { outcome: 'nonsense' },
    });
    expect(bad.body.code).toBe(40000);
    const support = await signedInOperator('support');
    const refused = await call(
      logRoute,
      '/operator/billing/payment-notifications',
      asOperator(support.cookie),
    );
    expect(refused.body.code).toBe(40300);
  });
});
