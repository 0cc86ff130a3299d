import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderOf, billingRecordPayment } from '@/app/_compose/billing-ports';
import { GET as checkRoute } from '@/app/api/management/orders/check/route';
import { POST as unifiedOrderRoute } from '@/app/api/pay/unifiedOrder/route';
import type { orderCheckDto, UnifiedOrderDto } from '@/features/billing/contract';
import type { z } from 'zod';
import { reconcileOrders } from '@/features/billing/server/online/order-jobs';
import { paymentNotifications } from '@/features/billing/server/payments/tables';
import { resourceGrants } from '@/features/deploy/server/tables';
import { corporations } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { customerWithOrder, orderRow } from './billing-support';
import { payAtCashier, startGateway } from './payments/gateway-support';

// The whole online flow as it runs in production, with nothing in between replaced: the console's unifiedOrder asks
// the provider, the provider asks the (sandbox) gateway over HTTP with the merchant's signature, the payer pays at
// the gateway's cashier, the gateway posts its signed notification to the platform's own notify route, which
// verifies it over the raw body and completes the real order — once.

let gateway: Awaited<ReturnType<typeof startGateway>>;
const savedOrigins = { zh: process.env.SITE_ORIGIN_ZH, en: process.env.SITE_ORIGIN_EN };

beforeAll(async () => {
  gateway = await startGateway('app');
});
afterAll(async () => {
  await gateway.close();
  process.env.SITE_ORIGIN_ZH = savedOrigins.zh;
  process.env.SITE_ORIGIN_EN = savedOrigins.en;
});

async function startPaying(token: string, orderNo: string, method: 'alipay' | 'wechat') {
  const started = await call<UnifiedOrderDto>(unifiedOrderRoute, '/pay/unifiedOrder', {
    token,
    body: { orderNo, method, device: 'desktop' },
  });
  expect(started.body.code).toBe(0);
  expect(started.body.data).toMatchObject({ kind: 'qr', sandbox: true });
  return started.body.data.qrContent!;
}

const check = async (token: string, orderNo: string) =>
  (
    await call<z.infer<typeof orderCheckDto>>(checkRoute, '/management/orders/check', {
      token,
      query: { orderNo },
    })
  ).body.data;

async function outcomes(orderNo: string) {
  const db = await getDb();
  const rows = await db
    .select({ outcome: paymentNotifications.outcome })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderNo, orderNo));
  return rows.map((row) => row.outcome).sort();
}

describe('paying online through the sandbox gateway', () => {
  it('Alipay: the standard plan bought by QR code upgrades the corporation once', async () => {
    const { customer, order } = await customerWithOrder('plan');
    const qr = await startPaying(customer.token, order.orderNo, 'alipay');
    expect(await check(customer.token, order.orderNo)).toMatchObject({ status: 'pending', paid: false });

    await payAtCashier(qr);

    expect(await check(customer.token, order.orderNo)).toMatchObject({ status: 'completed', paid: true });
    const db = await getDb();
    const [corp] = await db
      .select({ plan: corporations.plan })
      .from(corporations)
      .where(eq(corporations.id, customer.user.corpId));
    expect(corp!.plan).toBe('standard');
    expect((await orderRow(order.orderNo)).payMethod).toBe('alipay');
    expect(await outcomes(order.orderNo)).toEqual(['completed']);
  });

  it('WeChat Pay: a concurrency package paid by QR code is granted exactly once, even when asked again', async () => {
    const { customer, order } = await customerWithOrder('concurrency');
    const qr = await startPaying(customer.token, order.orderNo, 'wechat');
    await payAtCashier(qr);
    expect(await check(customer.token, order.orderNo)).toMatchObject({ status: 'completed' });

    // The reconciliation job asking the gateway afterwards finds the order no longer pending: nothing twice.
    const db = await getDb();
    await reconcileOrders(db, paymentProviderOf, billingRecordPayment(db), new Date(Date.now() + 3_600_000));
    const grants = await db
      .select()
      .from(resourceGrants)
      .where(eq(resourceGrants.corpId, customer.user.corpId));
    expect(grants.filter((grant) => grant.source === 'order')).toHaveLength(1);
    expect(await outcomes(order.orderNo)).toEqual(['completed']);
  });
});
