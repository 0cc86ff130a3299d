import 'server-only';

export interface CorporationUsage {
  /** Conversation sessions the corporation has created (trial users may create 2). */
  sessionCount: number;
  /** Digital humans it has (a general cap of 10). */
  digitalHumanCount: number;
}

/**
 * How much of its limits a corporation uses. The sessions feature owns the tables this counts; until it lands
 * there is nothing to count, so both are 0. The sessions feature gives this `(db: Db, corpId: string)`, counts
 * its own tables, and enforces MAX_TRIAL_SESSIONS / MAX_DIGITAL_HUMANS (features/accounts/server/limits.ts) on create.
 */
export async function corporationUsage(): Promise<CorporationUsage> {
  return { sessionCount: 0, digitalHumanCount: 0 };
}
