import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { notifyEnqueued } from './nudge';
import { jobs } from './tables';
import { startJobWorker, type JobContext, type JobWorker } from './worker';

// Recurring work (retention, the lost-conversation sweeper) on the shared job table. Every instance ticks every
// schedule, but a period's job has one id, derived from the period in database time: the first instance to insert
// it wins, the others' inserts do nothing. So each period runs exactly once whichever instances are up, a dead
// instance's period is run by another, and no table beyond `jobs` is needed.

export interface ScheduledJob {
  /** Names the job kind `schedule.<name>` and its period rows. */
  name: string;
  /** How often it runs (its period). */
  everyMs: number;
  /**
   * Where its periods start, after the Unix epoch's multiples of `everyMs` (default 0): a daily job with 2 h runs
   * at 02:00 UTC, one with 0 at midnight UTC.
   */
  offsetMs?: number;
  /** The period's work; what it returns is the job's result. `periodJobId` names the period (for logs). */
  run: (context: JobContext, periodJobId: string) => Promise<unknown>;
}

export const scheduledKind = (name: string) => `schedule.${name}`;

/**
 * Queues the current period's job of each schedule unless some instance already did; answers the names queued
 * by this call.
 */
export async function enqueueDuePeriods(db: Db, schedules: readonly ScheduledJob[]): Promise<string[]> {
  const queued: string[] = [];
  for (const schedule of schedules) {
    const period = sql`floor((extract(epoch from now()) * 1000 - ${schedule.offsetMs ?? 0}) / ${schedule.everyMs})::bigint`;
    const rows = await db
      .insert(jobs)
      .values({
        id: sql`${`schedule:${schedule.name}:`} || ${period}::text`,
        kind: scheduledKind(schedule.name),
        payload: {},
        // The next period runs it again: a failed period is not retried.
        maxAttempts: 1,
      })
      .onConflictDoNothing({ target: jobs.id })
      .returning({ id: jobs.id });
    if (rows.length > 0) queued.push(schedule.name);
  }
  if (queued.length > 0) notifyEnqueued();
  return queued;
}

export interface Scheduler {
  /** Queues the due periods now (the timer would later). */
  tick: () => Promise<string[]>;
  worker: JobWorker;
  stop: () => Promise<void>;
}

/**
 * Ticks the schedules (often enough that a period starts within a third of its length, at most every 5 s) and
 * runs their jobs with a worker of its own, so a long document parse never delays the sweeper.
 */
export function startScheduler({
  db,
  schedules,
  pollMs,
  workerId,
}: {
  db: Db;
  schedules: readonly ScheduledJob[];
  pollMs?: number;
  workerId?: string;
}): Scheduler {
  const worker = startJobWorker({
    db,
    id: workerId,
    pollMs,
    concurrency: 2,
    handlers: schedules.map((schedule) => ({
      kind: scheduledKind(schedule.name),
      run: (job, context) => schedule.run(context, job.id),
    })),
  });
  const tick = () => enqueueDuePeriods(db, schedules);
  const safeTick = () =>
    void tick().catch((error: unknown) => log.error({ err: error }, 'schedule tick failed'));
  const tickMs = Math.min(
    5000,
    ...schedules.map((schedule) => Math.max(100, Math.floor(schedule.everyMs / 3))),
  );
  const timer = setInterval(safeTick, tickMs);
  timer.unref();
  safeTick();
  return {
    tick,
    worker,
    async stop() {
      clearInterval(timer);
      await worker.stop();
    },
  };
}
