import 'server-only';
import { eq } from 'drizzle-orm';
import { audit } from '@/lib/server/audit/audit';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import type { PlansPorts } from './ports';
import { lockPlanStanding } from './standing';

// What a completed billing order changes here (issue 22 §1): the standard plan, or a concurrency grant for the
// order's period. Billing calls these through its ports (app/_compose/billing-ports.ts), inside the transaction
// that completes the order, so the order and what it bought commit together. The corporation's row lock orders
// them with every limit check.

/** The corporation becomes `standard` (its trial ends with it); an already standard one stays as it is. */
export async function upgradeToStandard(tx: Db, corpId: string): Promise<void> {
  const standing = await lockPlanStanding(tx, corpId);
  if (!standing || standing.plan === 'standard') return;
  await tx.update(corporations).set({ plan: 'standard' }).where(eq(corporations.id, corpId));
  await audit(tx, {
    actor: { type: 'system', id: null },
    corpId,
    action: 'plan.upgrade',
    object: { type: 'corporation', id: corpId },
    before: { plan: standing.plan },
    after: { plan: 'standard' },
  });
}

/** The grant an order bought, stored by the deployment area (one per order). */
export async function grantForOrder(
  tx: Db,
  ports: PlansPorts,
  corpId: string,
  grant: { orderId: string; concurrency: number; startsAt: Date; endsAt: Date },
): Promise<void> {
  await lockPlanStanding(tx, corpId);
  await ports.grants.addForOrder(tx, corpId, grant);
}
