import { getDb } from '@/lib/server/db/client';
import { claimJob, completeJob } from '@/lib/server/jobs/queue';
import type { JobHandler } from '@/lib/server/jobs/worker';

/**
 * Runs, in this test's process, every queued job of the handlers' kinds until none is left: what the server's worker
 * would do next, without waiting for its poll. A handler that throws fails the test.
 */
export async function runQueuedJobs(handlers: readonly JobHandler[]): Promise<number> {
  const db = await getDb();
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const workerId = 'test-runner';
  let ran = 0;
  for (;;) {
    const job = await claimJob(db, { workerId, kinds: [...byKind.keys()], leaseMs: 60_000 });
    if (!job) return ran;
    const abort = new AbortController();
    const result = await byKind
      .get(job.kind)!
      .run(job, { db, signal: abort.signal, progress: async () => {} });
    await completeJob(db, job.id, workerId, result);
    ran += 1;
  }
}
