import 'server-only';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { jobs } from '@/lib/server/jobs/tables';
import { daysAgo, RETENTION_BATCH } from '@/lib/server/retention';
import { fileStore } from '@/lib/server/storage/store';
import { IMPORT_FAQ_JOB } from './import-job';

/**
 * Deletes the failures workbooks of imports that finished more than `days` ago: the bytes from the file store,
 * the key from the job's result (its download then answers "not found"). Answers how many went.
 */
export async function pruneImportFailureFiles(db: Db, days: number): Promise<number> {
  const key = sql<string>`${jobs.result} ->> 'failureFileKey'`;
  let deleted = 0;
  for (;;) {
    const rows = await db
      .select({ id: jobs.id, key })
      .from(jobs)
      .where(and(eq(jobs.kind, IMPORT_FAQ_JOB), isNotNull(key), lt(jobs.finishedAt, daysAgo(days))))
      .limit(RETENTION_BATCH);
    for (const row of rows) {
      await fileStore().delete(row.key);
      await db
        .update(jobs)
        .set({ result: sql`${jobs.result} - 'failureFileKey'` })
        .where(eq(jobs.id, row.id));
    }
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export const importFailuresRetention = (days: number, everyMs: number): ScheduledJob => ({
  name: 'retention.importFailures',
  everyMs,
  run: async ({ db }) => ({ deleted: await pruneImportFailureFiles(db, days) }),
});
