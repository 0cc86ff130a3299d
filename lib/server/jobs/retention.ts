import 'server-only';
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import type { ScheduledJob } from './schedule';
import { jobs } from './tables';

/** Deletes finished jobs (done or failed for good) that finished more than `days` ago; answers how many. */
export async function pruneFinishedJobs(db: Db, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, daysAgo(days))))
      .limit(RETENTION_BATCH);
    const rows = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export const finishedJobsRetention = (days: number, everyMs: number): ScheduledJob => ({
  name: 'retention.jobs',
  everyMs,
  run: async ({ db }) => ({ deleted: await pruneFinishedJobs(db, days) }),
});
