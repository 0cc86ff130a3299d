import 'server-only';
import { randomUUID } from 'node:crypto';
import { inArray, lt } from 'drizzle-orm';
import type { EntryKind, RefusalReason } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { log } from '@/lib/server/log';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import { chatRefusals } from '../tables';

// Conversation starts the runtime refused for a session that exists: the owner's analytics counts them ("busy"
// moments tell the owner to buy concurrency). Only refusals that belong to a corporation are kept: an unknown
// share code or another corporation's preview has no owner to tell.

export interface Refusal {
  corpId: string;
  sessionId: string;
  appId: string | null;
  entry: EntryKind;
  reason: RefusalReason;
}

/** Records a refused start; a failure to record never turns the visitor's refusal into an error. */
export async function recordRefusal(db: Db, refusal: Refusal): Promise<void> {
  try {
    await db.insert(chatRefusals).values({ id: randomUUID(), ...refusal });
  } catch (error) {
    log.error({ err: error, corpId: refusal.corpId }, 'refused start not recorded');
  }
}

/** Deletes refused starts older than `days`, in small deletes. */
export async function pruneRefusals(db: Db, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: chatRefusals.id })
      .from(chatRefusals)
      .where(lt(chatRefusals.createdAt, daysAgo(days)))
      .limit(RETENTION_BATCH);
    const rows = await db
      .delete(chatRefusals)
      .where(inArray(chatRefusals.id, batch))
      .returning({ id: chatRefusals.id });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export const refusalsRetention = (days: number, everyMs: number): ScheduledJob => ({
  name: 'retention.refusedStarts',
  everyMs,
  run: async ({ db }) => ({ deleted: await pruneRefusals(db, days) }),
});
