import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { billingOrders } from './tables';

// How many private portraits a corporation has paid for: one per unit of every completed `portrait` order. Counted
// from the orders themselves (never a counter kept beside them), so a refund by an operator or an order completed
// twice by a race cannot drift from what was sold; completion is exactly once (complete-order.ts).

/** Σ quantity of the corporation's completed portrait orders. */
export async function portraitAllowance(db: Db, corpId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${billingOrders.quantity}), 0)::int` })
    .from(billingOrders)
    .where(
      and(
        eq(billingOrders.corpId, corpId),
        eq(billingOrders.productKind, 'portrait'),
        eq(billingOrders.status, 'completed'),
      ),
    );
  return Number(row?.total ?? 0);
}
