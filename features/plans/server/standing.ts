import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { LimitKind, Limits } from '@/features/plans/contract';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { effectiveLimits, planDefaults } from './plan-defaults';
import { corporationPlanOverrides } from './tables';

// A corporation's standing: its plan, its trial, its effective limits. The other areas get it through their ports
// (app/_compose/plans-ports.ts) and never read the plan's columns or the overrides themselves.

export interface PlanStanding {
  corpId: string;
  plan: string;
  trial: boolean;
  trialEndsAt: Date;
  /** A trial whose end has passed. */
  trialEnded: boolean;
  limits: Limits;
  defaults: Limits;
  overridden: LimitKind[];
  discountPercent: number;
}

async function read(db: Db, corpId: string, lock: boolean, now: Date): Promise<PlanStanding | null> {
  const select = db
    .select({
      plan: corporations.plan,
      trialEndsAt: corporations.trialEndsAt,
      overrides: corporationPlanOverrides,
    })
    .from(corporations)
    .leftJoin(corporationPlanOverrides, eq(corporationPlanOverrides.corpId, corporations.id))
    .where(eq(corporations.id, corpId));
  // Locking the corporation's row makes every limit check of one corporation take turns (FOR UPDATE OF, since
  // the outer join's nullable side cannot be locked).
  const [row] = lock ? await select.for('update', { of: corporations }) : await select;
  if (!row) return null;
  const trial = row.plan === 'trial';
  const defaults = planDefaults(row.plan);
  const { limits, overridden } = effectiveLimits(defaults, row.overrides ?? {});
  return {
    corpId,
    plan: row.plan,
    trial,
    trialEndsAt: row.trialEndsAt,
    trialEnded: trial && row.trialEndsAt.getTime() <= now.getTime(),
    limits,
    defaults,
    overridden,
    discountPercent: row.overrides?.discountPercent ?? 0,
  };
}

/** The corporation's standing, or null when there is no such corporation. */
export const planStanding = (db: Db, corpId: string, now = new Date()) => read(db, corpId, false, now);

/**
 * The standing, read inside the transaction that adds what a limit caps, with the corporation's row locked: two
 * parallel requests at a limit cannot both count one free place.
 */
export const lockPlanStanding = (tx: Db, corpId: string, now = new Date()) => read(tx, corpId, true, now);

/** The plan and trial end of each of these corporations (a list's page), by corporation id. */
export async function planSummaries(
  db: Db,
  corpIds: readonly string[],
): Promise<Map<string, { plan: string; trialEndsAt: Date }>> {
  if (corpIds.length === 0) return new Map();
  const rows = await db
    .select({ corpId: corporations.id, plan: corporations.plan, trialEndsAt: corporations.trialEndsAt })
    .from(corporations)
    .where(inArray(corporations.id, [...corpIds]));
  return new Map(rows.map(({ corpId, ...summary }) => [corpId, summary]));
}
