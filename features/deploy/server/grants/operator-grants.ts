import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { resourceGrants } from '../tables';
import { grantIsActive } from './grants';

// The grants as the plans area's port sees them (features/plans/server/ports.ts `GrantsPort`): the plans area
// decides and audits; these store. An operator's grant has source 'operator', an order's 'order'.

type Row = typeof resourceGrants.$inferSelect;

const grantRow = (row: Row, active: boolean) => ({
  grantId: row.id,
  source: row.source,
  concurrency: row.concurrency,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  active,
});

export async function listGrants(db: Db, corpId: string) {
  const rows = await db
    .select({ grant: resourceGrants, active: grantIsActive })
    .from(resourceGrants)
    .where(eq(resourceGrants.corpId, corpId))
    .orderBy(desc(resourceGrants.endsAt), desc(resourceGrants.id));
  return rows.map(({ grant, active }) => grantRow(grant, active));
}

export async function addOperatorGrant(tx: Db, corpId: string, grant: { concurrency: number; endsAt: Date }) {
  const [row] = await tx
    .insert(resourceGrants)
    .values({
      id: randomUUID(),
      corpId,
      source: 'operator',
      concurrency: grant.concurrency,
      endsAt: grant.endsAt,
    })
    .returning();
  return grantRow(row!, true);
}

/** The grant a billing order bought; the unique order index makes a second one for the same order a no-op. */
export async function addOrderGrant(
  tx: Db,
  corpId: string,
  grant: { orderId: string; concurrency: number; startsAt: Date; endsAt: Date },
) {
  await tx
    .insert(resourceGrants)
    .values({
      id: randomUUID(),
      corpId,
      source: 'order',
      orderId: grant.orderId,
      concurrency: grant.concurrency,
      startsAt: grant.startsAt,
      endsAt: grant.endsAt,
    })
    .onConflictDoNothing({
      target: resourceGrants.orderId,
      where: sql`${resourceGrants.orderId} is not null`,
    });
}

/** Ends a grant now (one already over keeps its end); the plan's own grant follows the plan instead. */
export async function endGrantNow(tx: Db, corpId: string, grantId: string) {
  const where = and(eq(resourceGrants.id, grantId), eq(resourceGrants.corpId, corpId));
  const [before] = await tx
    .select({ grant: resourceGrants, active: grantIsActive })
    .from(resourceGrants)
    .where(where);
  if (!before) return 'notFound' as const;
  if (before.grant.source === 'trial') return 'planGrant' as const;
  const [after] = await tx
    .update(resourceGrants)
    .set({ endsAt: sql`least(${resourceGrants.endsAt}, now())` })
    .where(where)
    .returning();
  return { before: grantRow(before.grant, before.active), after: grantRow(after!, false) };
}
