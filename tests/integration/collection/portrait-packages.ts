import { eq } from 'drizzle-orm';
import type { OrderDetailDto } from '@/features/billing/contract';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { seedProducts } from '@/features/billing/server/products';
import { billingProducts } from '@/features/billing/server/tables';
import { getDb } from '@/lib/server/db/client';
import { orderFor, ports } from '@/tests/integration/billing/billing-support';

// A customer's portrait packages, bought as the collection area sells them: billing's order of the single-portrait
// product, paid by the gateway's (verified) notification. The capture allows one portrait per unit.

let trade = 0;

/** Pays the order as a verified Alipay notification does; answers the outcome ('completed'). */
export async function payOrder(order: OrderDetailDto) {
  trade += 1;
  return recordPayment(await getDb(), ports)(
    {
      method: 'alipay',
      orderNo: order.orderNo,
      tradeNo: `T-portrait-${process.pid}-${Date.now()}-${trade}`,
      amountFen: order.payableFen,
      paidAt: new Date(),
    },
    'notification',
  );
}

/** The single-portrait package (seeded `portrait-1`). */
export async function singlePortraitProduct() {
  const db = await getDb();
  await seedProducts(db);
  const rows = await db.select().from(billingProducts).where(eq(billingProducts.kind, 'portrait'));
  return rows.find((row) => row.seedKey === 'portrait-1')!;
}

/** Buys and pays `quantity` single-portrait packages for the customer's corporation. */
export async function buyPortraits(customer: { token: string }, quantity = 1) {
  const order = await orderFor(customer, (await singlePortraitProduct()).id, quantity);
  const outcome = await payOrder(order);
  if (outcome !== 'completed') throw new Error(`portrait package not completed: ${outcome}`);
  return order;
}
