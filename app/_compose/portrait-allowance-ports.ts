import 'server-only';
import { portraitAllowance as countPortraitAllowance } from '@/features/billing/server/portrait-allowance';
import { getDb, type Db } from '@/lib/server/db/client';

// The collection area's capture asks billing how many portraits a corporation has paid for, through this port, so
// no feature reads another's tables (issue 24 §2). The capture refuses a new portrait beyond the allowance.

export interface PortraitAllowancePort {
  /** Portraits the corporation may have: Σ units of its completed portrait orders (0 when it bought none). */
  portraitAllowance(corpId: string, db?: Db): Promise<number>;
}

export const portraitAllowancePort: PortraitAllowancePort = {
  portraitAllowance: async (corpId, db) => countPortraitAllowance(db ?? (await getDb()), corpId),
};
