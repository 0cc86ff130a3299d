import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { PlanGrantOf } from '../ports';
import { applications, resourceGrants } from '../tables';
import { grantIsActive } from './grants';
import { ensurePlanGrant } from './plan-grant';

/** The pool a new conversation takes its slot from: its application's, or the corporation's unassigned one. */
export interface SlotPool {
  corpId: string;
  appId: string | null;
}

/**
 * How many conversations may run at once in the pool (the runtime's `slots` port): an application's concurrency
 * while its grant is active; without an application, the corporation's active grants less what its applications
 * on them hold (0 when they hold it all: the pool exists, every slot of it is taken). null when the pool has no
 * active resource at all (the application's grant ended, or the corporation has none): that is the resource's
 * end, which the runtime reports differently from a full pool. The runtime calls it with the transaction that
 * holds the corporation's row lock, so the answer and its count of running conversations cannot change under each
 * other.
 */
export async function slotsFor(tx: Db, pool: SlotPool, planConcurrency: PlanGrantOf): Promise<number | null> {
  if (pool.appId) {
    const [app] = await tx
      .select({ concurrency: applications.concurrency, active: grantIsActive })
      .from(applications)
      .innerJoin(resourceGrants, eq(resourceGrants.id, applications.grantId))
      .where(and(eq(applications.id, pool.appId), eq(applications.corpId, pool.corpId)));
    return app?.active ? app.concurrency : null;
  }
  await ensurePlanGrant(tx, pool.corpId, planConcurrency);
  const [row] = (await tx
    .select({
      total: sql<number>`coalesce(sum(${resourceGrants.concurrency}), 0)::int`,
      assigned: sql<number>`coalesce((select sum(a.concurrency) from ${applications} a
        where a.grant_id in (select id from ${resourceGrants} where corp_id = ${pool.corpId}
          and starts_at <= now() and ends_at > now())), 0)::int`,
    })
    .from(resourceGrants)
    .where(and(eq(resourceGrants.corpId, pool.corpId), grantIsActive))) as [
    { total: number; assigned: number },
  ];
  return row.total > 0 ? Math.max(0, row.total - row.assigned) : null;
}
