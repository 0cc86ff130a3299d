import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { JobError } from '@/lib/server/jobs/job-error';
import { claimJob, enqueueJob, readJob } from '@/lib/server/jobs/queue';
import { jobs } from '@/lib/server/jobs/tables';
import { startJobWorker, type JobHandler, type JobWorker } from '@/lib/server/jobs/worker';

const workers: JobWorker[] = [];
const worker = (
  options: Omit<Parameters<typeof startJobWorker>[0], 'db'> & { db: Awaited<ReturnType<typeof getDb>> },
) => {
  const started = startJobWorker({ pollMs: 100, ...options });
  workers.push(started);
  return started;
};
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop({ graceMs: 100 })));
});

const kind = () => `test.${randomUUID().slice(0, 8)}`;
const row = async (id: string) => (await (await getDb()).select().from(jobs).where(eq(jobs.id, id)))[0]!;
const until = <T>(check: () => Promise<T>, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 20 });

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the job queue', () => {
  it('never gives one job to two claimers, however many claim at once', async () => {
    const db = await getDb();
    const k = kind();
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, n) => enqueueJob(db, { kind: k, payload: { n } })),
    );
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, n) => claimJob(db, { workerId: `w${n}`, kinds: [k], leaseMs: 60_000 })),
    );
    const claimed = claims.filter((job) => job !== null).map((job) => job.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    // Twelve jobs, sixteen claimers: whatever was not taken in this round is taken in the next, once each.
    const rest = await Promise.all(
      Array.from({ length: 16 }, (_, n) => claimJob(db, { workerId: `v${n}`, kinds: [k], leaseMs: 60_000 })),
    );
    const all = [...claimed, ...rest.filter((job) => job !== null).map((job) => job.id)];
    expect(all.sort()).toEqual([...ids].sort());
    expect(await claimJob(db, { workerId: 'late', kinds: [k], leaseMs: 60_000 })).toBeNull();
  });

  it('runs every job exactly once with two workers taking from the same table', async () => {
    const db = await getDb();
    const k = kind();
    const runs = new Map<string, string[]>();
    const handler = (name: string): JobHandler => ({
      kind: k,
      run: async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        return { by: name };
      },
    });
    const ids = await Promise.all(Array.from({ length: 20 }, () => enqueueJob(db, { kind: k, payload: {} })));
    worker({ db, handlers: [handler('a')], concurrency: 2, id: 'worker-a' });
    worker({ db, handlers: [handler('b')], concurrency: 2, id: 'worker-b' });
    await until(async () => {
      for (const id of ids) expect((await row(id)).status).toBe('done');
    });
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const ran of runs.values()) expect(ran).toHaveLength(1);
  });

  it('retries a failing job with growing delays, then shows it failed with its reason', async () => {
    const db = await getDb();
    const k = kind();
    const attemptsAt: number[] = [];
    const failed: string[] = [];
    const id = await enqueueJob(db, { kind: k, corpId: 'corp-retry', payload: {}, maxAttempts: 3 });
    worker({
      db,
      retryBaseMs: 200,
      handlers: [
        {
          kind: k,
          run: async () => {
            attemptsAt.push(Date.now());
            throw new JobError('parseFailed');
          },
          onFailed: async (job, error) => {
            failed.push(`${job.id}:${error}`);
          },
        },
      ],
    });
    await until(async () => expect((await row(id)).status).toBe('failed'));
    expect(attemptsAt).toHaveLength(3);
    // Backoff of 200 ms, then 400 ms (the poll adds up to 100 ms).
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(190);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(390);
    const state = await readJob(db, id, 'corp-retry');
    expect(state).toMatchObject({ status: 'failed', attempts: 3, error: 'parseFailed' });
    expect(state!.finishedAt).not.toBeNull();
    expect(failed).toEqual([`${id}:parseFailed`]);
  });

  it('keeps an unexpected error out of the job (no stack), and stops at once when retrying cannot help', async () => {
    const db = await getDb();
    const k = kind();
    const crash = await enqueueJob(db, { kind: k, payload: { crash: true }, maxAttempts: 1 });
    const final = await enqueueJob(db, { kind: k, payload: { crash: false }, maxAttempts: 5 });
    worker({
      db,
      handlers: [
        {
          kind: k,
          run: async (job) => {
            if ((job.payload as { crash: boolean }).crash)
              throw new TypeError('x is undefined at /srv/app.js:1');
            throw new JobError('parseNoText', { retry: false });
          },
        },
      ],
    });
    await until(async () => {
      expect(await row(crash)).toMatchObject({ status: 'failed', error: 'jobFailed', attempts: 1 });
      expect(await row(final)).toMatchObject({ status: 'failed', error: 'parseNoText', attempts: 1 });
    });
  });

  it('takes over a job whose instance died once its lease has passed, and finishes it', async () => {
    const db = await getDb();
    const k = kind();
    const id = await enqueueJob(db, { kind: k, payload: { rows: 3 } });
    // An instance claimed it and died: nothing renews its lease.
    const dead = await claimJob(db, { workerId: 'dead-instance', kinds: [k], leaseMs: 1 });
    expect(dead?.id).toBe(id);
    worker({ db, handlers: [{ kind: k, run: async () => ({ ok: true }) }], id: 'new-instance' });
    await until(async () => expect((await row(id)).status).toBe('done'));
    expect(await row(id)).toMatchObject({ attempts: 2, result: { ok: true }, lockedBy: null });
  });

  it('renews the lease of a long job, so no other worker takes it while it runs', async () => {
    const db = await getDb();
    const k = kind();
    const release = gate();
    const started = gate();
    let runs = 0;
    const handler: JobHandler = {
      kind: k,
      run: async () => {
        runs += 1;
        started.open();
        await release.opened;
        return null;
      },
    };
    const id = await enqueueJob(db, { kind: k, payload: {} });
    worker({ db, handlers: [handler], leaseMs: 1000, id: 'holder' });
    await started.opened;
    const first = (await row(id)).lockedUntil!.getTime();
    const other = worker({ db, handlers: [handler], leaseMs: 1000, id: 'other' });
    // Two renewals later the job has outlived its first lease and is still the holder's.
    await until(async () => expect((await row(id)).lockedUntil!.getTime()).toBeGreaterThan(first + 1000));
    expect(await row(id)).toMatchObject({ status: 'running', lockedBy: 'holder' });
    expect(other.running).toBe(0);
    release.open();
    await until(async () => expect((await row(id)).status).toBe('done'));
    expect(runs).toBe(1);
  });

  it('shows the progress a handler reports while it runs', async () => {
    const db = await getDb();
    const k = kind();
    const release = gate();
    const id = await enqueueJob(db, { kind: k, corpId: 'corp-progress', payload: {} });
    worker({
      db,
      handlers: [
        {
          kind: k,
          run: async (_job, { progress }) => {
            await progress({ processed: 40, total: 100 });
            await release.opened;
            await progress({ processed: 100, total: 100 });
            return { imported: 100 };
          },
        },
      ],
    });
    await until(async () =>
      expect(await readJob(db, id, 'corp-progress')).toMatchObject({
        status: 'running',
        progress: { processed: 40, total: 100 },
      }),
    );
    release.open();
    await until(async () =>
      expect(await readJob(db, id, 'corp-progress')).toMatchObject({
        status: 'done',
        progress: { processed: 100, total: 100 },
        result: { imported: 100 },
      }),
    );
    expect(await readJob(db, id, 'another-corp')).toBeNull();
  });

  it('hands a running job back when its worker stops, without spending an attempt', async () => {
    const db = await getDb();
    const k = kind();
    const started = gate();
    const id = await enqueueJob(db, { kind: k, payload: {} });
    const stopping = worker({
      db,
      handlers: [
        {
          kind: k,
          run: async (_job, { signal }) => {
            started.open();
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
          },
        },
      ],
    });
    await started.opened;
    await stopping.stop();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    worker({ db, handlers: [{ kind: k, run: async () => 'finished' }] });
    await until(async () => expect(await row(id)).toMatchObject({ status: 'done', result: 'finished' }));
  });

  it('wakes at once when this instance enqueues, without waiting for the poll', async () => {
    const db = await getDb();
    const k = kind();
    worker({ db, pollMs: 600_000, handlers: [{ kind: k, run: async () => 'quick' }] });
    const id = await enqueueJob(db, { kind: k, payload: {} });
    await until(async () => expect((await row(id)).status).toBe('done'), 5000);
  });

  it('gives the next slot to a corporation with nothing running before a second job of a busy one', async () => {
    const db = await getDb();
    const k = kind();
    const [a1, a2] = [
      await enqueueJob(db, { kind: k, corpId: 'corp-a', payload: { n: 1 } }),
      await enqueueJob(db, { kind: k, corpId: 'corp-a', payload: { n: 2 } }),
    ];
    const b1 = await enqueueJob(db, { kind: k, corpId: 'corp-b', payload: { n: 1 } });
    const claim = async () => (await claimJob(db, { workerId: 'fair', kinds: [k], leaseMs: 60_000 }))?.id;
    // The oldest first; then corporation B, which has nothing running, before A's second job.
    expect([await claim(), await claim(), await claim()]).toEqual([a1, b1, a2]);
  });

  it("finishes corporation B's short job while corporation A's long jobs hold the worker", async () => {
    const db = await getDb();
    const k = kind();
    const release = gate();
    const started: string[] = [];
    const longJobs = [
      await enqueueJob(db, { kind: k, corpId: 'corp-long', payload: {} }),
      await enqueueJob(db, { kind: k, corpId: 'corp-long', payload: {} }),
    ];
    const short = await enqueueJob(db, { kind: k, corpId: 'corp-short', payload: {} });
    // All three wait when the worker starts: which it takes second is the queue's choice.
    worker({
      db,
      concurrency: 2,
      handlers: [
        {
          kind: k,
          run: async (job) => {
            started.push(job.corpId!);
            if (job.corpId === 'corp-long') await release.opened;
            return 'ok';
          },
        },
      ],
    });
    await until(async () => expect((await row(short)).status).toBe('done'));
    // A's first job still holds its slot; A's second one waited for B's to end rather than the other way round.
    expect((await row(longJobs[0]!)).status).toBe('running');
    expect(started.slice(0, 2)).toEqual(['corp-long', 'corp-short']);
    release.open();
    await until(async () => {
      for (const id of longJobs) expect((await row(id)).status).toBe('done');
    });
    expect(started).toEqual(['corp-long', 'corp-short', 'corp-long']);
  });
});
