import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { usedTokens, webhookDeliveries } from '@/features/deploy/server/tables';
import { IMPORT_FAQ_JOB } from '@/features/knowledge/server/faq/import/import-job';
import { chatRefusals, chats, modelFailures } from '@/features/runtime/server/tables';
import { SITE_DEMO_CORPORATION } from '@/features/sessions/server/demo/demo-seed';
import { corporations } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { scheduledKind, startScheduler, type Scheduler } from '@/lib/server/jobs/schedule';
import { jobs } from '@/lib/server/jobs/tables';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import { scheduledJobs } from '@/scheduled-jobs';

// What the platform keeps only for a while (README "Retention"), pruned by the scheduled retention jobs with their
// default ages: webhook deliveries 30 days, the demo's conversations 7, import failure workbooks 7, finished jobs 14,
// refused conversation starts 800, large-model failures 30.

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const ids = () => ({ old: randomUUID(), recent: randomUUID() });

let scheduler: Scheduler | undefined;
afterAll(async () => {
  await scheduler?.stop();
});

async function corporation() {
  const db = await getDb();
  const id = randomUUID();
  await db
    .insert(corporations)
    .values({ id, name: 'Retention Ltd', trialEndsAt: new Date(Date.now() + 1e9) });
  await db
    .insert(corporations)
    .values({ ...SITE_DEMO_CORPORATION, trialEndsAt: new Date(0) })
    .onConflictDoNothing();
  return id;
}

const chat = (id: string, corpId: string, startedDaysAgo: number) => ({
  id,
  corpId,
  sessionId: randomUUID(),
  sessionRevision: 1,
  entry: 'share',
  secretHash: 'x',
  status: 'ended',
  startedAt: daysAgo(startedDaysAgo),
  leaseUntil: daysAgo(startedDaysAgo),
});

describe('retention jobs', () => {
  it('delete what is older than its age and keep what is recent', async () => {
    const db = await getDb();
    const corpId = await corporation();
    const delivery = { ...ids(), pending: randomUUID() };
    const deliveryRow = (id: string, status: string, days: number) => ({
      id,
      corpId,
      event: 'test',
      payload: {},
      url: 'https://example.com/hook',
      status,
      createdAt: daysAgo(days),
    });
    await db
      .insert(webhookDeliveries)
      .values([
        deliveryRow(delivery.old, 'delivered', 31),
        deliveryRow(delivery.pending, 'pending', 31),
        deliveryRow(delivery.recent, 'failed', 29),
      ]);
    const token = ids();
    await db.insert(usedTokens).values([
      { corpId, jti: token.old, expiresAt: new Date(Date.now() - 60_000) },
      { corpId, jti: token.recent, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    const demo = { ...ids(), customer: randomUUID() };
    await db
      .insert(chats)
      .values([
        chat(demo.old, SITE_DEMO_CORPORATION.id, 8),
        chat(demo.recent, SITE_DEMO_CORPORATION.id, 6),
        chat(demo.customer, corpId, 400),
      ]);
    const refusal = ids();
    const refusalRow = (id: string, days: number) => ({
      id,
      corpId,
      sessionId: 'session-x',
      reason: 'busy',
      entry: 'share',
      createdAt: daysAgo(days),
    });
    await db.insert(chatRefusals).values([refusalRow(refusal.old, 801), refusalRow(refusal.recent, 799)]);
    const importJob = ids();
    const files = { old: newFileKey('xlsx'), recent: newFileKey('xlsx') };
    for (const key of Object.values(files)) await fileStore().put(key, new Uint8Array([1, 2, 3]), 'x');
    const job = ids();
    const jobRow = (id: string, kind: string, status: string, days: number, result: unknown = null) => ({
      id,
      kind,
      corpId,
      payload: {},
      status,
      result,
      finishedAt: status === 'queued' ? null : daysAgo(days),
    });
    const queuedLongAgo = randomUUID();
    await db
      .insert(jobs)
      .values([
        jobRow(importJob.old, IMPORT_FAQ_JOB, 'done', 8, { failed: 1, failureFileKey: files.old }),
        jobRow(importJob.recent, IMPORT_FAQ_JOB, 'done', 6, { failed: 1, failureFileKey: files.recent }),
        jobRow(job.old, 'test.retention', 'failed', 15),
        jobRow(job.recent, 'test.retention', 'done', 13),
        jobRow(queuedLongAgo, 'test.retention', 'queued', 0),
      ]);

    const failure = ids();
    const failureRow = (id: string, days: number) => ({
      id,
      corpId,
      sessionId: randomUUID(),
      option: 'A',
      kind: 'timeout',
      createdAt: daysAgo(days),
    });
    await db.insert(modelFailures).values([failureRow(failure.old, 31), failureRow(failure.recent, 29)]);

    // The retention schedules as start-up composes them, run by this instance's scheduler.
    const retention = scheduledJobs().filter(({ name }) => name.startsWith('retention.'));
    expect(retention.map(({ name }) => name).sort()).toEqual([
      'retention.deadCredentials',
      'retention.demoRecords',
      'retention.importFailures',
      'retention.jobs',
      'retention.modelFailures',
      'retention.readNotifications',
      'retention.refusedStarts',
      'retention.webhooks',
    ]);
    scheduler = startScheduler({ db, schedules: retention, pollMs: 50 });
    const kinds = retention.map(({ name }) => scheduledKind(name));
    await vi.waitFor(
      async () => {
        const runs = await db.select().from(jobs).where(inArray(jobs.kind, kinds));
        expect(runs.filter((run) => run.status === 'done')).toHaveLength(kinds.length);
      },
      { timeout: 20_000, interval: 50 },
    );

    const left = async <T extends { id: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.id).sort();
    expect(
      await left(
        db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.corpId, corpId)),
      ),
    ).toEqual([delivery.pending, delivery.recent].sort());
    expect(
      (await db.select().from(usedTokens).where(eq(usedTokens.corpId, corpId))).map((row) => row.jti),
    ).toEqual([token.recent]);
    expect(
      await left(
        db
          .select({ id: chats.id })
          .from(chats)
          .where(inArray(chats.id, Object.values(demo))),
      ),
    ).toEqual([demo.recent, demo.customer].sort());
    expect(
      await left(
        db.select({ id: chatRefusals.id }).from(chatRefusals).where(eq(chatRefusals.corpId, corpId)),
      ),
    ).toEqual([refusal.recent]);
    expect(await fileStore().get(files.old)).toBeNull();
    expect(await fileStore().get(files.recent)).not.toBeNull();
    const results = await db
      .select({ id: jobs.id, result: jobs.result })
      .from(jobs)
      .where(inArray(jobs.id, [importJob.old, importJob.recent]));
    expect(Object.fromEntries(results.map((row) => [row.id, row.result]))).toEqual({
      [importJob.old]: { failed: 1 },
      [importJob.recent]: { failed: 1, failureFileKey: files.recent },
    });
    expect(
      await left(
        db
          .select({ id: jobs.id })
          .from(jobs)
          .where(inArray(jobs.id, [job.old, job.recent, queuedLongAgo])),
      ),
    ).toEqual([job.recent, queuedLongAgo].sort());
    expect(
      await left(
        db
          .select({ id: modelFailures.id })
          .from(modelFailures)
          .where(inArray(modelFailures.id, Object.values(failure))),
      ),
    ).toEqual([failure.recent]);
  });
});
