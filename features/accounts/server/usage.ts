import 'server-only';
import type { Db } from '@/lib/server/db/client';

export interface CorporationUsage {
  /** Conversation sessions the corporation has created (trial users may create MAX_TRIAL_SESSIONS). */
  sessionCount: number;
  /** Digital humans it has (the general cap MAX_DIGITAL_HUMANS). */
  digitalHumanCount: number;
}

/**
 * Reads a corporation's usage. The sessions feature owns what is counted, and accounts may not import it: the app
 * layer hands its reader (features/sessions/server/sessions/limits.ts `sessionUsage`) to `userLimits`.
 */
export type UsageReader = (db: Db, corpId: string) => Promise<CorporationUsage>;
