import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { notifyEnqueued } from './nudge';
import { jobs } from './tables';

// The job table's operations. Every change of a claimed job names the worker holding it (`locked_by`), so a worker
// whose lease ran out and whose job another worker took over can no longer write over the new attempt.

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** What a reader (a progress bar, an API call) sees of a job. */
export interface JobState {
  id: string;
  kind: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  progress: unknown;
  result: unknown;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface NewJob {
  kind: string;
  corpId?: string | null;
  payload: unknown;
  /** Attempts before the job is failed for good (default 3). */
  maxAttempts?: number;
  /** Not before this time (default now). */
  runAt?: Date;
  /**
   * A singleton: while a job of this kind and key is queued or running, enqueueing another answers that job's id
   * instead of adding a second (e.g. one reconciliation of an order at a time).
   */
  singletonKey?: string;
  /**
   * Throttled (with `singletonKey`): at most one job of the key per period of this length, counted in database time
   * like the schedules, even after the period's job has finished.
   */
  throttleMs?: number;
}

/** A throttled job's id names its period, so a second insert in the same period conflicts with the first. */
const throttledId = (job: NewJob) =>
  sql`${`throttle:${job.kind}:${job.singletonKey}:`} || floor(extract(epoch from now()) * 1000 / ${job.throttleMs})::bigint::text`;

/** The job a singleton or throttled enqueue gave way to: its period's job, or the one of its key queued or running. */
async function givenWayTo(db: Db, job: NewJob): Promise<string | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        job.throttleMs ? eq(jobs.id, throttledId(job)) : undefined,
        and(
          eq(jobs.kind, job.kind),
          eq(jobs.singletonKey, job.singletonKey!),
          inArray(jobs.status, ['queued', 'running']),
        ),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Queues a job and wakes this instance's worker; any other instance finds it on its next poll. Given a
 * transaction, the job exists once it commits: call `notifyEnqueued()` (nudge.ts) after the commit to start it
 * at once. A singleton or throttled job that gives way answers the id of the job it gave way to.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string> {
  if (job.throttleMs !== undefined && (!job.singletonKey || !(job.throttleMs >= 1)))
    throw new Error(`${job.kind}: a throttled job needs a singletonKey and a period of at least 1 ms`);
  const unique = job.singletonKey !== undefined;
  // The job given way to may finish between the refused insert and the look-up: then the insert is tried again.
  for (let round = 0; round < 3; round++) {
    const rows = await db
      .insert(jobs)
      .values({
        id: job.throttleMs ? throttledId(job) : randomUUID(),
        kind: job.kind,
        corpId: job.corpId ?? null,
        payload: job.payload ?? null,
        maxAttempts: job.maxAttempts ?? 3,
        singletonKey: job.singletonKey ?? null,
        ...(job.runAt ? { runAt: job.runAt } : {}),
      })
      // Only a singleton's or a throttled job's insert can conflict (the unique key or the period's id).
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (rows[0]) {
      notifyEnqueued();
      return rows[0].id;
    }
    if (!unique) break;
    const existing = await givenWayTo(db, job);
    if (existing) return existing;
  }
  throw new Error(`${job.kind}: the job was neither queued nor found`);
}

const leaseEnd = (leaseMs: number) =>
  sql`now() + ${`${Math.max(1, Math.round(leaseMs))} milliseconds`}::interval`;

/**
 * Jobs of the candidate's corporation running now (a live lease), over every instance. Claims go first to the
 * corporation with the fewest: one corporation's long import does not hold a second slot while another's waits.
 */
const runningOfSameCorp = sql`(
  select count(*) from ${jobs} as busy
  where busy.status = 'running' and busy.locked_until >= now()
    and busy.corp_id is not distinct from ${jobs.corpId}
)`;

/**
 * Takes one due job of the given kinds for `workerId`: a queued job whose time has come, or a running one whose
 * lease has passed (its instance died) — the oldest of the corporation with the fewest jobs running, so that
 * corporations take turns. `SKIP LOCKED` lets any number of instances claim at once without two ever taking the
 * same row or waiting on each other. The attempt is counted here, so a job that kills its instance every time
 * still runs out of attempts.
 */
export async function claimJob(
  db: Db,
  { workerId, kinds, leaseMs }: { workerId: string; kinds: readonly string[]; leaseMs: number },
): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(runningOfSameCorp, jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedUntil: leaseEnd(leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row ?? null;
}

const heldBy = (jobId: string, workerId: string) =>
  and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/** Extends the lease; false when the job is no longer this worker's (its lease ran out and another took it). */
export async function renewLease(db: Db, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(heldBy(jobId, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** What the handler has done so far (e.g. `{ processed, total }`), for progress bars. */
export async function reportProgress(db: Db, jobId: string, progress: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ progress, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
}

export async function completeJob(
  db: Db,
  jobId: string,
  workerId: string,
  result: unknown,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'done',
      result: result ?? null,
      error: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(jobId, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** 1×, 2×, 4×… the base after each failed attempt, at most an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * A failed attempt: queued again after a backoff while attempts remain (and the error may pass), otherwise failed
 * for good. Answers what became of the job, or null when it was no longer this worker's.
 */
export async function failAttempt(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  workerId: string,
  { error, retry, retryBaseMs }: { error: string; retry: boolean; retryBaseMs: number },
): Promise<'queued' | 'failed' | null> {
  const again = retry && job.attempts < job.maxAttempts;
  const delay = `${retryDelayMs(job.attempts, retryBaseMs)} milliseconds`;
  const rows = await db
    .update(jobs)
    .set({
      status: again ? 'queued' : 'failed',
      error: error.slice(0, 500),
      lockedBy: null,
      lockedUntil: null,
      runAt: again ? sql`now() + ${delay}::interval` : undefined,
      finishedAt: again ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job.id, workerId))
    .returning({ id: jobs.id });
  if (rows.length === 0) return null;
  return again ? 'queued' : 'failed';
}

/** A worker stopping mid-job hands it back at once, without spending an attempt: the stop was not the job's fault. */
export async function releaseJob(db: Db, jobId: string, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      lockedBy: null,
      lockedUntil: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(jobId, workerId));
}

/** A job of the corporation (null for another corporation's or an unknown id). */
export async function readJob(db: Db, jobId: string, corpId: string): Promise<JobState | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.corpId, corpId)));
  return row ? toJobState(row) : null;
}

export function toJobState(row: JobRow): JobState {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: row.progress ?? null,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
