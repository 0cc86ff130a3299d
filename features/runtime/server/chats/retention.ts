import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import { chats } from '../tables';

/**
 * Deletes the corporation's ended conversations that started more than `days` ago, with their turns (the rows
 * cascade). Used for the website demo's corporation: its transcripts are strangers' words nobody reads.
 */
export async function pruneEndedChatsOf(db: Db, corpId: string, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.corpId, corpId), eq(chats.status, 'ended'), lt(chats.startedAt, daysAgo(days))))
      .limit(RETENTION_BATCH);
    const rows = await db.delete(chats).where(inArray(chats.id, batch)).returning({ id: chats.id });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export const demoRecordsRetention = (corpId: string, days: number, everyMs: number): ScheduledJob => ({
  name: 'retention.demoRecords',
  everyMs,
  run: async ({ db }) => ({ deleted: await pruneEndedChatsOf(db, corpId, days) }),
});
