import 'server-only';
import type { Db } from '@/lib/server/db/client';

export interface CorporationUsage {
  /** Conversation sessions the corporation has created. */
  sessionCount: number;
  /** Digital humans it has. */
  digitalHumanCount: number;
  /** Its plan's standing: the trial, and its caps (null: no cap) as the plans area computes them. */
  plan: {
    trial: boolean;
    trialEndsAt: Date;
    sessions: number | null;
    digitalHumans: number | null;
  };
}

/**
 * Reads a corporation's usage and limits. The sessions feature owns what is counted and the plans feature the
 * limits, and accounts may import neither: the app layer hands its reader (app/_compose/plans-ports.ts
 * `corporationUsage`) to `userLimits`.
 */
export type UsageReader = (db: Db, corpId: string) => Promise<CorporationUsage>;
