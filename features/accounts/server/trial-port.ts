import 'server-only';
import type { Db } from '@/lib/server/db/client';

/**
 * The trial as the plans area keeps it: accounts creates the corporation and answers continuation requests but
 * neither picks a new corporation's plan, reads it, nor writes the trial's end itself. Composed in app/_compose/plans-ports.ts
 * (`accountTrial`).
 */
export interface TrialPort {
  /** The plan and trial end a corporation created now starts with. */
  start(now: Date): { plan: string; trialEndsAt: Date };
  /** The plan and trial end of each of these corporations, by corporation id (an unknown id is missing). */
  summaries(db: Db, corpIds: readonly string[]): Promise<Map<string, { plan: string; trialEndsAt: Date }>>;
  /** Moves the trial's end `days` on (from now or its end, whichever is later) under the corporation's lock. */
  extend(tx: Db, corpId: string, days: number, now: Date): Promise<{ before: Date; after: Date } | null>;
}
