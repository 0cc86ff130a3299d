import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import {
  resourceStatus,
  type GrantDto,
  type GrantSource,
  type GrantTerms,
  type ResourceSummary,
} from '@/features/deploy/contract/applications';
import type { Db } from '@/lib/server/db/client';
import type { DeployPorts } from '../ports';
import { applications, resourceGrants } from '../tables';
import { ensurePlanGrant } from './plan-grant';

type GrantRow = typeof resourceGrants.$inferSelect;

export const grantTerms = (row: GrantRow): GrantTerms => ({
  id: row.id,
  source: row.source as GrantSource,
  concurrency: row.concurrency,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** A grant's period in database time, the same for every instance. */
export const grantIsActive = sql<boolean>`(${resourceGrants.startsAt} <= now() and ${resourceGrants.endsAt} > now())`;

/**
 * The corporation's grants, newest end first, each with what its applications hold and what is free (nothing on
 * an expired grant), and whether it is active in database time. Read with `tx` inside a transaction that locked
 * the corporation, it is what a new application's concurrency is checked against.
 */
export async function grantsOf(db: Db, corpId: string): Promise<Array<GrantDto & { active: boolean }>> {
  const rows = await db
    .select({
      grant: resourceGrants,
      active: grantIsActive,
      assigned: sql<number>`coalesce(sum(${applications.concurrency}), 0)::int`,
    })
    .from(resourceGrants)
    .leftJoin(applications, eq(applications.grantId, resourceGrants.id))
    .where(eq(resourceGrants.corpId, corpId))
    .groupBy(resourceGrants.id)
    .orderBy(asc(resourceGrants.endsAt), asc(resourceGrants.id));
  return rows.map(({ grant, active, assigned }) => ({
    ...grantTerms(grant),
    status: resourceStatus(grant),
    active,
    assigned,
    free: active ? Math.max(0, grant.concurrency - assigned) : 0,
  }));
}

/** The resources page: the grants (the plan's own created on first look), the totals, and the slots in use. */
export async function resourceSummary(
  db: Db,
  corpId: string,
  ports: Pick<DeployPorts, 'planConcurrency' | 'inUse'>,
): Promise<ResourceSummary> {
  await ensurePlanGrant(db, corpId, ports.planConcurrency);
  const [grants, inUse] = await Promise.all([grantsOf(db, corpId), ports.inUse(db, corpId)]);
  const active = grants.filter((grant) => grant.active);
  return {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the flag is the server's, not the answer's
    grants: grants.map(({ active, ...grant }) => grant),
    total: active.reduce((sum, grant) => sum + grant.concurrency, 0),
    assigned: active.reduce((sum, grant) => sum + grant.assigned, 0),
    inUse: [...inUse.values()].reduce((sum, n) => sum + n, 0),
  };
}
