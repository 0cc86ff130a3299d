import 'server-only';
import type { Db } from '@/lib/server/db/client';

// What the deployment area needs from the rest of the platform, as small interfaces that app/ composes: the plan's
// concurrency (the plans area's limit), the sessions an application may serve, and the conversations that hold slots
// (the runtime owns the chats table; the deployment area only reads what it reports).

/** Buckets of equal length from `from` on. */
export interface BucketWindow {
  from: Date;
  bucketSeconds: number;
  buckets: number;
}

/**
 * The concurrency level of one pool in one bucket, for buckets where a conversation started or ended: the highest
 * level reached in it and the level it was left at. `pool` is an appId, '' (no application) or '*' (all).
 */
export interface BucketLevel {
  pool: string;
  bucket: number;
  peak: number;
  last: number;
}

/**
 * The terms of a corporation's own plan grant (the plans area's effective concurrency, and whether it is a trial,
 * whose grant ends with the trial), or null when there is no such corporation.
 */
/** The plan grant's terms (features/plans owns the plan and the trial's end; this area only follows them). */
export type PlanGrantOf = (
  db: Db,
  corpId: string,
) => Promise<{ trial: boolean; concurrency: number; trialEndsAt: Date } | null>;

export interface DeployPorts {
  /** The plan grant's terms (features/plans). */
  planConcurrency: PlanGrantOf;
  /** The names of those of `ids` that are the corporation's sessions. */
  sessionNames(db: Db, corpId: string, ids: readonly string[]): Promise<Map<string, string>>;
  /** Conversations holding a slot now, by appId ('' for those without an application). */
  inUse(db: Db, corpId: string): Promise<Map<string, number>>;
  /** Levels of the corporation's conversations in the window's buckets (one query; quiet buckets left out). */
  levels(db: Db, corpId: string, window: BucketWindow): Promise<BucketLevel[]>;
}
