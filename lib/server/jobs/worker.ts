import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { jobConfig, type JobConfig } from './config';
import { JobError } from './job-error';
import { onEnqueued } from './nudge';
import {
  claimJob,
  completeJob,
  failAttempt,
  releaseJob,
  renewLease,
  reportProgress,
  type JobRow,
} from './queue';

export interface JobContext {
  db: Db;
  /** Aborted when the worker stops or loses the job (its lease was taken over): stop and return. */
  signal: AbortSignal;
  progress: (progress: unknown) => Promise<void>;
}

export interface JobHandler {
  kind: string;
  /** Does the work; what it returns is the job's result. Throw a `JobError` for a reason users may read. */
  run: (job: JobRow, context: JobContext) => Promise<unknown>;
  /** Called once the job has failed for good (no attempts left or not retryable), e.g. to mark what it was for. */
  onFailed?: (job: JobRow, error: string, db: Db) => Promise<void>;
}

export interface JobWorker {
  readonly id: string;
  /** Look for work now (the poll would find it later). */
  nudge: () => void;
  /**
   * Stops claiming, aborts running handlers and hands their jobs back, then resolves. A handler that has not
   * returned within `graceMs` (default 5 s) loses its job anyway; its late outcome is not recorded.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>;
  /** Jobs running in this worker now. */
  readonly running: number;
}

export interface JobWorkerOptions extends Partial<JobConfig> {
  db: Db;
  handlers: readonly JobHandler[];
  /** Names the worker in `locked_by` (default: host, pid and a random part). */
  id?: string;
}

/**
 * Runs jobs of the handlers' kinds from the shared job table: claims up to `concurrency` at once, renews each
 * lease while its handler runs, and records the outcome. Polls every `pollMs`, and at once when this instance
 * enqueues or a job ends.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const config = { ...jobConfig(), ...withoutUndefined(options) };
  const { db } = options;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  const kinds = [...handlers.keys()];
  const active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let stopped = false;
  let pumping = false;
  let again = false;
  /** The claims in flight: `stop()` waits for them, so none lands on a job after it was handed back. */
  let claiming: Promise<void> = Promise.resolve();

  function pump() {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    claiming = claimWhileRoom();
  }

  async function claimWhileRoom() {
    try {
      do {
        again = false;
        while (!stopped && active.size < config.concurrency) {
          const job = await claimJob(db, { workerId: id, kinds, leaseMs: config.leaseMs });
          if (!job) break;
          // Claimed while stop() ran (the claim was already on its way): hand it straight back, since a stopped
          // worker would hold it until its lease ran out.
          if (stopped) {
            await releaseJob(db, job.id, id);
            break;
          }
          start(job);
        }
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error, worker: id }, 'job claim failed');
    } finally {
      pumping = false;
    }
  }

  function start(job: JobRow) {
    const abort = new AbortController();
    const done = runJob(job, abort)
      .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job outcome not recorded'))
      .finally(() => {
        active.delete(job.id);
        if (!stopped) pump();
      });
    active.set(job.id, { abort, done });
  }

  async function runJob(job: JobRow, abort: AbortController) {
    const handler = handlers.get(job.kind)!;
    // A job claimed again after its instance died on its last attempt has none left to run.
    if (job.attempts > job.maxAttempts) return finishFailed(job, handler, 'jobInterrupted', false);
    const heartbeat = setInterval(
      () => {
        renewLease(db, job.id, id, config.leaseMs)
          .then((held) => {
            if (!held) abort.abort(new Error('lease lost'));
          })
          .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'job lease not renewed'));
      },
      Math.max(50, Math.floor(config.leaseMs / 3)),
    );
    try {
      const result = await handler.run(job, {
        db,
        signal: abort.signal,
        progress: (progress) => reportProgress(db, job.id, progress),
      });
      if (abort.signal.aborted) return settleAborted(job);
      await completeJob(db, job.id, id, result);
    } catch (error) {
      if (abort.signal.aborted) return settleAborted(job);
      const known = error instanceof JobError;
      if (!known) log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await finishFailed(job, handler, known ? error.key : 'jobFailed', known ? error.retry : true);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function finishFailed(job: JobRow, handler: JobHandler, error: string, retry: boolean) {
    const outcome = await failAttempt(db, job, id, { error, retry, retryBaseMs: config.retryBaseMs });
    if (outcome === 'failed') await handler.onFailed?.(job, error, db);
  }

  /** Stopped by `stop()`: hand the job back. Lost to another worker: nothing is ours to write. */
  async function settleAborted(job: JobRow) {
    if (stopped) await releaseJob(db, job.id, id);
  }

  const timer = setInterval(() => pump(), config.pollMs);
  timer.unref();
  const unsubscribe = onEnqueued(() => pump());
  pump();

  return {
    id,
    nudge: () => pump(),
    get running() {
      return active.size;
    },
    async stop({ graceMs = 5000 } = {}) {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await claiming;
      const running = [...active.entries()];
      for (const [, { abort }] of running) abort.abort(new Error('worker stopped'));
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.map(([, { done }]) => done)),
        new Promise((resolve) => (grace = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(grace);
      await Promise.allSettled([...active.keys()].map((jobId) => releaseJob(db, jobId, id)));
    },
  };
}

function withoutUndefined(options: Partial<JobConfig>): Partial<JobConfig> {
  const picked: Partial<JobConfig> = {};
  for (const key of ['concurrency', 'leaseMs', 'pollMs', 'retryBaseMs'] as const)
    if (options[key] !== undefined) picked[key] = options[key];
  return picked;
}
