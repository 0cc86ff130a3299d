import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resourceGrants } from '@/features/deploy/server/tables';
import { getDb } from '@/lib/server/db/client';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import {
  chatRow,
  corpOf,
  createApp,
  moveGrantEnd,
  orderGrant,
  pageApps,
  resources,
  stat,
} from './applications-support';

async function grantsOfCorp(corpId: string) {
  const db = await getDb();
  return db.select().from(resourceGrants).where(eq(resourceGrants.corpId, corpId));
}

describe('concurrent resources', () => {
  it("give a corporation without grants its plan's own grant once, however many ask at once", async () => {
    const { token, email } = await loggedInAccount();
    const corpId = await corpOf(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => resources(token)));
    expect((await grantsOfCorp(corpId)).length).toBe(1);
    const summary = answers[0]!.body.data;
    expect(summary).toMatchObject({ total: 2, assigned: 0, inUse: 0 });
    expect(summary.grants).toEqual([
      expect.objectContaining({ source: 'trial', concurrency: 2, status: 'active', assigned: 0, free: 2 }),
    ]);
  });

  it('follow the plan: a continued corporation gets the standard concurrency for a year', async () => {
    const { token, email } = await loggedInAccount();
    const corpId = await corpOf(email);
    const trial = (await resources(token)).body.data.grants[0]!;
    await setPlan(corpId, 'standard', new Date(Date.now() - 86400e3));
    const [grant] = (await resources(token)).body.data.grants;
    expect(grant).toMatchObject({ id: trial.id, concurrency: 10, status: 'active' });
    expect(Date.parse(grant!.endsAt)).toBeGreaterThan(Date.now() + 300 * 86400e3);
  });

  it('never oversubscribe a grant, even when creates arrive at once', async () => {
    const { token, email } = await loggedInAccount();
    await setPlan(await corpOf(email), 'standard');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createApp(token, { name: `Parallel ${i}`, concurrency: 3 })),
    );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(3);
    const summary = (await resources(token)).body.data;
    expect(summary).toMatchObject({ total: 10, assigned: 9 });
    expect(summary.grants[0]).toMatchObject({ assigned: 9, free: 1 });
  });

  it('split several grants, taking the one with the most free slots unless one is named', async () => {
    const { token, email } = await loggedInAccount();
    const corpId = await corpOf(email);
    const big = await orderGrant(corpId, 5);
    const summary = (await resources(token)).body.data;
    // A corporation with a grant gets no trial grant.
    expect(summary.grants.map((grant) => grant.id)).toEqual([big]);
    const first = await createApp(token, { name: 'Default', concurrency: 3 });
    expect(first.body.data.grant.id).toBe(big);
    const small = await orderGrant(corpId, 4);
    // Now `small` has 4 free, `big` 2.
    expect((await createApp(token, { name: 'Most free', concurrency: 1 })).body.data.grant.id).toBe(small);
    expect((await createApp(token, { name: 'Named', concurrency: 2, grantId: big })).body.data.grant.id).toBe(
      big,
    );
    const expired = await orderGrant(corpId, 9, -1);
    const refused = await createApp(token, { name: 'On expired', concurrency: 1, grantId: expired });
    expect(refused.body.data).toMatchObject({ fields: [{ field: 'grantId', message: 'grantUnavailable' }] });
    expect((await resources(token)).body.data).toMatchObject({ total: 9, assigned: 6 });
  });

  it('say active, expiring (ends within 7 days) or expired from the grant’s end', async () => {
    const { token, email } = await loggedInAccount();
    const corpId = await corpOf(email);
    const grants = [await orderGrant(corpId, 1), await orderGrant(corpId, 1), await orderGrant(corpId, 1)];
    for (const [i, grantId] of grants.entries())
      expect((await createApp(token, { name: `App ${i}`, concurrency: 1, grantId })).body.code).toBe(0);
    await moveGrantEnd(grants[1]!, 6.9);
    await moveGrantEnd(grants[2]!, -0.01);
    const list = (await pageApps(token)).body.data.list;
    const statusOf = (name: string) => list.find((app) => app.name === name)?.status;
    expect([statusOf('App 0'), statusOf('App 1'), statusOf('App 2')]).toEqual([
      'active',
      'expiring',
      'expired',
    ]);
    const summary = (await resources(token)).body.data;
    expect(summary.grants.map((grant) => grant.status).sort()).toEqual(['active', 'expired', 'expiring']);
    expect(summary.grants.find((grant) => grant.id === grants[2])).toMatchObject({ free: 0 });
    expect(summary).toMatchObject({ total: 2, assigned: 2 });
  });

  it('chart concurrency in use: the peak of each bucket per application and for the corporation, and now', async () => {
    const { token, email } = await loggedInAccount();
    const corpId = await corpOf(email);
    await setPlan(corpId, 'standard');
    const app = (await createApp(token, { name: 'Charted', concurrency: 4 })).body.data;
    const now = new Date();
    // Two overlapping conversations under the application, and one without that begins after they ended.
    await chatRow(corpId, app.appId, -50, -40, now);
    await chatRow(corpId, app.appId, -45, -35, now);
    await chatRow(corpId, null, -30, -20, now);
    // Back to back: never two at once.
    await chatRow(corpId, null, -100, -90, now);
    await chatRow(corpId, null, -90, -80, now);
    // Running now, and one that lapsed (the browser vanished) long ago.
    await chatRow(corpId, null, -5, null, now);
    await chatRow(corpId, app.appId, -200, -190, now);
    // Another corporation's conversations never count.
    const other = await loggedInAccount();
    for (let i = 0; i < 3; i += 1) await chatRow(await corpOf(other.email), null, -45, -40);

    const answer = await stat(token, { hours: 2, bucketMinutes: 15 });
    expect(answer.body.code).toBe(0);
    const data = answer.body.data;
    expect(data.buckets).toHaveLength(8);
    expect(data.bucketMinutes).toBe(15);
    expect(Date.parse(data.buckets.at(-1)!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(data.buckets.at(-1)!) + 15 * 60e3).toBeGreaterThan(Date.now());
    expect(data).toMatchObject({ inUse: 1, total: 10, assigned: 4 });
    const [charted, none] = data.series;
    expect(charted).toMatchObject({ appId: app.appId, name: 'Charted', concurrency: 4, inUse: 0 });
    expect(none).toMatchObject({ appId: null, concurrency: 6, inUse: 1 });
    expect(Math.max(...charted!.peaks)).toBe(2);
    expect(Math.max(...none!.peaks)).toBe(1);
    expect(Math.max(...data.peaks)).toBe(2);
    expect(data.peaks.at(-1)).toBe(1);
    expect(none!.peaks.at(-1)).toBe(1);
    expect(charted!.peaks.at(-1)).toBe(0);
    // Each bucket's corporation peak is at least each pool's, and at most their sum.
    data.peaks.forEach((peak, i) => {
      expect(peak).toBeGreaterThanOrEqual(Math.max(charted!.peaks[i]!, none!.peaks[i]!));
      expect(peak).toBeLessThanOrEqual(charted!.peaks[i]! + none!.peaks[i]!);
    });
  });

  it('refuse a chart window of too many buckets', async () => {
    const { token } = await loggedInAccount();
    const answer = await stat(token, { hours: 168, bucketMinutes: 1 });
    expect(answer.body.data).toMatchObject({ fields: [{ field: 'bucketMinutes', message: 'outOfRange' }] });
  });
});
