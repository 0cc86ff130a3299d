import { randomUUID } from 'node:crypto';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { certificationSubmissions } from '@/features/certification/server/tables';
import { getDb } from '@/lib/server/db/client';
import { customerWithOrder, orderFor, ports, seededProduct } from '../billing-support';

// Invoices' tests: a customer whose corporation is certified (a verified submission, as the reviewers' approval
// leaves it) with completed orders.

export const COMPANY = { name: '小米科技有限责任公司', creditCode: '91110108551385082Q' };

export async function certify(corpId: string, userId: string) {
  const db = await getDb();
  await db.insert(certificationSubmissions).values({
    id: randomUUID(),
    corpId,
    userId,
    companyName: COMPANY.name,
    creditCode: COMPANY.creditCode,
    authenticatorName: '王五',
    contactPhone: '010-12345678',
    licenceKey: `test/${randomUUID()}.png`,
    licenceName: 'licence.png',
    licenceSize: 1,
    licenceMimeType: 'image/png',
    status: 'verified',
    decidedAt: new Date(),
  });
}

/** Pays an order as the gateway's notification would. */
export async function complete(order: { orderNo: string; payableFen: number }) {
  const db = await getDb();
  const outcome = await recordPayment(db, ports)(
    {
      method: 'alipay',
      orderNo: order.orderNo,
      tradeNo: `T-${randomUUID()}`,
      amountFen: order.payableFen,
      paidAt: new Date(),
    },
    'notification',
  );
  if (outcome !== 'completed') throw new Error(`payment: ${outcome}`);
}

/** A customer with `n` completed orders; certified unless told otherwise. */
export async function customerWithCompletedOrders(n = 2, options: { certified?: boolean } = {}) {
  const { customer, order } = await customerWithOrder();
  const orders = [order];
  const product = await seededProduct('concurrency');
  for (let i = 1; i < n; i++) orders.push(await orderFor(customer, product.id));
  for (const o of orders) await complete(o);
  if (options.certified !== false) await certify(customer.user.corpId, customer.user.userId);
  return { customer, orders };
}
