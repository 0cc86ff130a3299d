import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { enqueueJob } from '@/lib/server/jobs/queue';
import { jobs } from '@/lib/server/jobs/tables';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';

const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop({ graceMs: 100 })));
});

const kind = () => `test.${randomUUID().slice(0, 8)}`;
const rowsOf = async (k: string) => (await getDb()).select().from(jobs).where(eq(jobs.kind, k));
const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('singleton jobs', () => {
  it('are queued once however many enqueue them at the same time, and answer the one job', async () => {
    const db = await getDb();
    const k = kind();
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        enqueueJob(db, { kind: k, payload: { n }, singletonKey: 'order-1' }),
      ),
    );
    const rows = await rowsOf(k);
    expect(rows).toHaveLength(1);
    expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
    // Another key is another job.
    const other = await enqueueJob(db, { kind: k, payload: {}, singletonKey: 'order-2' });
    expect(other).not.toBe(rows[0]!.id);
    expect(await rowsOf(k)).toHaveLength(2);
  });

  it('are not queued again while the job runs, and are once it has finished', async () => {
    const db = await getDb();
    const k = kind();
    const release = gate();
    let runs = 0;
    workers.push(
      startJobWorker({
        db,
        pollMs: 50,
        handlers: [
          {
            kind: k,
            run: async () => {
              runs++;
              await release.opened;
            },
          },
        ],
      }),
    );
    const first = await enqueueJob(db, { kind: k, payload: {}, singletonKey: 'sweep' });
    await until(async () => expect((await rowsOf(k))[0]?.status).toBe('running'));
    expect(await enqueueJob(db, { kind: k, payload: {}, singletonKey: 'sweep' })).toBe(first);
    release.open();
    await until(async () => expect((await rowsOf(k))[0]?.status).toBe('done'));
    const second = await enqueueJob(db, { kind: k, payload: {}, singletonKey: 'sweep' });
    expect(second).not.toBe(first);
    await until(async () =>
      expect((await rowsOf(k)).map((row) => row.status).sort()).toEqual(['done', 'done']),
    );
    expect(runs).toBe(2);
  });

  it('in a transaction, give way to the job another transaction queued', async () => {
    const db = await getDb();
    const k = kind();
    const id = await db.transaction((tx) => enqueueJob(tx, { kind: k, payload: {}, singletonKey: 'x' }));
    const again = await db.transaction((tx) => enqueueJob(tx, { kind: k, payload: {}, singletonKey: 'x' }));
    expect(again).toBe(id);
    expect(await rowsOf(k)).toHaveLength(1);
  });
});

describe('throttled jobs', () => {
  it('run at most once a period, even after the period’s job has finished', async () => {
    const db = await getDb();
    const k = kind();
    // An hour's period: the test stays inside one (at worst it crosses one boundary, checked below).
    const enqueue = () =>
      enqueueJob(db, { kind: k, payload: {}, singletonKey: 'corp-1', throttleMs: 3_600_000 });
    const [a, b] = await Promise.all([enqueue(), enqueue()]);
    await db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, a));
    const c = await enqueue();
    const rows = await rowsOf(k);
    expect(rows.length).toBe(new Set([a, b, c]).size);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(a).toBe(b);
  });

  it('are queued again in the next period', async () => {
    const db = await getDb();
    const k = kind();
    const enqueue = () => enqueueJob(db, { kind: k, payload: {}, singletonKey: 'corp-1', throttleMs: 200 });
    const first = await enqueue();
    await db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, first));
    await until(async () => expect(await enqueue()).not.toBe(first));
    const rows = await (
      await getDb()
    )
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, k), eq(jobs.singletonKey, 'corp-1')));
    expect(rows).toHaveLength(2);
  });

  it('need a key', async () => {
    await expect(enqueueJob(await getDb(), { kind: kind(), payload: {}, throttleMs: 1000 })).rejects.toThrow(
      'singletonKey',
    );
  });
});
