import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { enqueueDuePeriods, scheduledKind, startScheduler, type Scheduler } from '@/lib/server/jobs/schedule';
import { jobs } from '@/lib/server/jobs/tables';

const schedulers: Scheduler[] = [];
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
});

const periodRows = async (name: string) =>
  (await getDb())
    .select()
    .from(jobs)
    .where(eq(jobs.kind, scheduledKind(name)));

describe('scheduled jobs', () => {
  it('run once a period however many instances tick them', async () => {
    const db = await getDb();
    const name = `test.${randomUUID().slice(0, 8)}`;
    const ranBy: string[] = [];
    // Two app instances: each its own scheduler and worker on the one job table. A day-long period: the test
    // stays inside one.
    for (const instance of ['one', 'two'])
      schedulers.push(
        startScheduler({
          db,
          workerId: instance,
          pollMs: 50,
          schedules: [
            {
              name,
              everyMs: 24 * 60 * 60 * 1000,
              run: async () => {
                ranBy.push(instance);
                return { instance };
              },
            },
          ],
        }),
      );
    await Promise.all(
      schedulers.flatMap((scheduler) => [scheduler.tick(), scheduler.tick(), scheduler.tick()]),
    );
    await vi.waitFor(
      async () => {
        const rows = await periodRows(name);
        expect(rows.map((row) => row.status)).toEqual(['done']);
      },
      { timeout: 15_000, interval: 25 },
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(ranBy).toHaveLength(1);
    expect(await periodRows(name)).toHaveLength(1);
  });

  it('run again in the next period', async () => {
    const db = await getDb();
    const name = `test.${randomUUID().slice(0, 8)}`;
    let runs = 0;
    const scheduler = startScheduler({
      db,
      pollMs: 50,
      schedules: [{ name, everyMs: 300, run: async () => ++runs }],
    });
    schedulers.push(scheduler);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 15_000, interval: 25 });
    const rows = await periodRows(name);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('run each period once with two instances over several periods', async () => {
    const db = await getDb();
    const name = `test.${randomUUID().slice(0, 8)}`;
    const runs: string[] = [];
    for (const instance of ['one', 'two'])
      schedulers.push(
        startScheduler({
          db,
          workerId: instance,
          pollMs: 25,
          schedules: [{ name, everyMs: 300, run: async (_context, period) => void runs.push(period) }],
        }),
      );
    await vi.waitFor(() => expect(new Set(runs).size).toBeGreaterThanOrEqual(4), {
      timeout: 20_000,
      interval: 25,
    });
    expect(runs).toEqual([...new Set(runs)]);
  });

  it('start their periods at the offset', async () => {
    const db = await getDb();
    const name = `test.${randomUUID().slice(0, 8)}`;
    const day = 24 * 60 * 60 * 1000;
    // An hour after this time of day: today's period has not started yet, so the period is yesterday's.
    const offsetMs = (Date.now() % day) + 60 * 60 * 1000;
    await enqueueDuePeriods(db, [{ name, everyMs: day, offsetMs, run: async () => null }]);
    const [row] = await periodRows(name);
    // The row was written at the period's time: its id names the day counted from the offset.
    expect(row!.id).toBe(`schedule:${name}:${Math.floor((row!.createdAt.getTime() - offsetMs) / day)}`);
  });
});
