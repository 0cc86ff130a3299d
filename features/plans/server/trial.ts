import 'server-only';
import { eq } from 'drizzle-orm';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { lockPlanStanding } from './standing';

// The trial's length and its extension. Accounts creates the corporation row and answers continuation requests,
// but asks this area (through app/_compose/plans-ports.ts) what a new corporation's plan is and for the new end.

const DAY_MS = 24 * 3600 * 1000;

/** TRIAL_DAYS (default 14): the trial length given to a new corporation. */
export function trialDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number.parseInt(env.TRIAL_DAYS ?? '', 10);
  return Number.isFinite(days) && days > 0 ? days : 14;
}

/** A new corporation's plan: a trial of TRIAL_DAYS from now. */
export const newCorporationPlan = (now = new Date()) => ({
  plan: 'trial' as const,
  trialEndsAt: new Date(now.getTime() + trialDays() * DAY_MS),
});

/**
 * Extends the trial by `days` from now, or from its end when that is later, with the corporation's row locked
 * (inside the caller's transaction, which audits the change). Null when there is no such corporation.
 */
export async function extendTrial(
  tx: Db,
  corpId: string,
  days: number,
  now = new Date(),
): Promise<{ before: Date; after: Date } | null> {
  const standing = await lockPlanStanding(tx, corpId, now);
  if (!standing) return null;
  const before = standing.trialEndsAt;
  const after = new Date(Math.max(now.getTime(), before.getTime()) + days * DAY_MS);
  await tx.update(corporations).set({ trialEndsAt: after }).where(eq(corporations.id, corpId));
  return { before, after };
}
