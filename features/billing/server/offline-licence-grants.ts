import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { billingOrders } from './tables';

// The offline licences a corporation has paid for (issue 26 §2): every completed `offline` order grants `quantity`
// licences of the product's `concurrency` devices each. Read from the orders themselves, as portraits are: a refund by an operator
// or a completion raced twice cannot drift from what was sold.

export interface OfflineLicenceGrant {
  /** The order's id: the licences made under it name it. */
  id: string;
  licences: number;
  devices: number;
}

export async function offlineLicenceGrants(db: Db, corpId: string): Promise<OfflineLicenceGrant[]> {
  const rows = await db
    .select({ id: billingOrders.id, quantity: billingOrders.quantity, devices: billingOrders.concurrency })
    .from(billingOrders)
    .where(
      and(
        eq(billingOrders.corpId, corpId),
        eq(billingOrders.productKind, 'offline'),
        eq(billingOrders.status, 'completed'),
      ),
    )
    .orderBy(asc(billingOrders.createdAt), asc(billingOrders.id));
  // An order's `concurrency` is the product's times the quantity (as for conversation packages): per licence, divided.
  return rows.map((row) => ({
    id: row.id,
    licences: row.quantity,
    devices: Math.max(1, Math.floor((row.devices ?? 1) / Math.max(1, row.quantity))),
  }));
}
