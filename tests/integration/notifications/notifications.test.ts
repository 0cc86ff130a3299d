import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as approveRoute } from '@/app/api/operator/certifications/approve/route';
import { POST as rejectRoute } from '@/app/api/operator/certifications/reject/route';
import { GET as listRoute } from '@/app/api/management/notifications/list/route';
import { GET as preferenceRoute } from '@/app/api/management/notifications/preference/route';
import { POST as setPreferenceRoute } from '@/app/api/management/notifications/preference/update/route';
import { POST as readRoute } from '@/app/api/management/notifications/read/route';
import { POST as readAllRoute } from '@/app/api/management/notifications/readAll/route';
import { GET as unreadRoute } from '@/app/api/management/notifications/unread/route';
import type { NotificationItem } from '@/features/notifications/contract';
import { notifyUser } from '@/features/notifications/server/notify';
import { pruneReadNotifications } from '@/features/notifications/server/retention';
import { notifications } from '@/features/notifications/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { settleAfterResponse } from '@/lib/server/after-response';
import { users } from '@/lib/server/auth/tables';
import { getDb, type Db } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, outbox } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { submit } from '../certification/certification-support';

/** A signed-in customer with their user id (what producers pass to notifyUser). */
async function customer() {
  const account = await loggedInAccount();
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  return { ...account, userId: row!.id };
}

const list = async (token: string, query: Record<string, string> = {}) =>
  (await call<Page<NotificationItem>>(listRoute, '/management/notifications/list', { token, query })).body;
const unread = async (token: string) =>
  (await call<{ count: number }>(unreadRoute, '/management/notifications/unread', { token })).body.data.count;

/** The notification mails sent to `email` (registration sent its own before). */
const notificationMails = async (email: string) =>
  (await outbox(email)).filter((mail) => mail.text.includes('/community/detail?id=p1'));

async function notify(userId: string, kind: string, params: Record<string, string> = {}) {
  await notifyUser(await getDb(), { userId, kind, params, href: '/community/detail?id=p1' });
  await settleAfterResponse();
}

describe('notifications', () => {
  it('records what notifyUser is given; lists newest first by page; counts and marks only the caller’s own', async () => {
    const me = await customer();
    const other = await customer();
    await notify(me.userId, 'community.replied', { title: 'First' });
    await notify(me.userId, 'community.replied', { title: 'Second' });
    await notify(me.userId, 'some.futureKind');
    await notify(other.userId, 'community.replied', { title: 'Not yours' });

    expect(await unread(me.token)).toBe(3);
    const page = await list(me.token, { pageSize: '2' });
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((item) => item.kind)).toEqual(['some.futureKind', 'community.replied']);
    expect(page.data.list[1]).toMatchObject({
      params: { title: 'Second' },
      href: '/community/detail?id=p1',
      read: false,
    });
    const second = await list(me.token, { pageSize: '2', pageIndex: '2' });
    expect(second.data.list.map((item) => item.params.title)).toEqual(['First']);

    // The other user's notification is not theirs to read or mark: "not found", and it stays unread.
    const theirs = (await list(other.token)).data.list[0]!;
    const foreign = await call(readRoute, '/management/notifications/read', {
      token: me.token,
      body: { id: theirs.id },
    });
    expect(foreign.body.code).toBe(ApiCode.notFound);
    expect(await unread(other.token)).toBe(1);

    const mine = page.data.list[0]!;
    const read = await call(readRoute, '/management/notifications/read', {
      token: me.token,
      body: { id: mine.id },
    });
    expect(read.body.code).toBe(0);
    expect(await unread(me.token)).toBe(2);
    expect((await list(me.token)).data.list[0]).toMatchObject({ id: mine.id, read: true });

    const all = await call<{ marked: number }>(readAllRoute, '/management/notifications/readAll', {
      token: me.token,
      body: {},
    });
    expect(all.body.data.marked).toBe(2);
    expect(await unread(me.token)).toBe(0);
    expect(await unread(other.token)).toBe(1);
  });

  it('lists notifications of the same instant in the order they were made, newest first', async () => {
    // One transaction: now() is the same for every row, so created_at ties and only the id orders them (it once
    // was random, and the bell's order with it).
    const me = await customer();
    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    await (
      await getDb()
    ).transaction(async (tx) => {
      for (const title of titles)
        await notifyUser(tx as unknown as Db, {
          userId: me.userId,
          kind: 'some.futureKind',
          params: { title },
          href: '/community/detail?id=p1',
        });
    });
    const { list: shown } = (await list(me.token)).data;
    expect(new Set(shown.map((item) => item.createdAt)).size).toBe(1);
    expect(shown.map((item) => item.params.title)).toEqual([...titles].reverse());
  });

  it('refuses callers without a session and bad input with a clear code', async () => {
    const anonymous = await call(unreadRoute, '/management/notifications/unread');
    expect(anonymous.body.code).not.toBe(0);
    const me = await customer();
    const bad = await call(listRoute, '/management/notifications/list', {
      token: me.token,
      query: { pageSize: '500' },
    });
    expect(bad.body.code).toBe(ApiCode.validation);
    const empty = await call(readRoute, '/management/notifications/read', {
      token: me.token,
      body: { id: '' },
    });
    expect(empty.body.code).toBe(ApiCode.validation);
  });

  it('mails a review outcome while the preference is on (the default), not once switched off, never a reply', async () => {
    const me = await customer();
    expect(
      (
        await call<{ mail: boolean }>(preferenceRoute, '/management/notifications/preference', {
          token: me.token,
        })
      ).body.data,
    ).toEqual({ mail: true });

    await notify(me.userId, 'community.approved', { title: 'My first post' });
    let mails = await notificationMails(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your post was approved and is now public');
    expect(mails[0]!.text).toContain('“My first post”');
    expect(mails[0]!.text).toContain('您的帖子已通过审核并公开');

    await notify(me.userId, 'community.replied', { title: 'My first post' });
    expect(await notificationMails(me.email)).toHaveLength(1);

    const off = await call<{ mail: boolean }>(
      setPreferenceRoute,
      '/management/notifications/preference/update',
      {
        token: me.token,
        body: { mail: false },
      },
    );
    expect(off.body.data).toEqual({ mail: false });
    await notify(me.userId, 'community.rejected', { title: 'Second post', reason: 'Off topic' });
    mails = await notificationMails(me.email);
    expect(mails).toHaveLength(1);
    // Still on the bell.
    expect(await unread(me.token)).toBe(3);
  });

  it('a notification whose transaction rolls back is neither on the bell nor mailed; a committed one is mailed once', async () => {
    const me = await customer();
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await notifyUser(tx as unknown as Db, {
          userId: me.userId,
          kind: 'community.approved',
          params: { title: 'Rolled back' },
          href: '/community/detail?id=p1',
        });
        throw new Error('the decision failed after notifying');
      }),
    ).rejects.toThrow('the decision failed');
    await settleAfterResponse();
    expect(await notificationMails(me.email)).toHaveLength(0);
    expect(await unread(me.token)).toBe(0);

    await db.transaction(async (tx) => {
      await notifyUser(tx as unknown as Db, {
        userId: me.userId,
        kind: 'community.approved',
        params: { title: 'Committed' },
        href: '/community/detail?id=p1',
      });
    });
    const mails = await notificationMails(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('“Committed”');
    // Reading the outbox again sends nothing twice.
    expect(await notificationMails(me.email)).toHaveLength(1);
  });

  it('an operator’s certification decision reaches the submitter’s bell with its outcome and reason', async () => {
    const me = await customer();
    const reviewer = await signedInOperator('reviewer');
    const first = (await submit(me.token)).body.data;
    const rejected = await call(rejectRoute, '/operator/certifications/reject', {
      ...asOperator(reviewer.cookie),
      body: { id: first.id, reason: 'The licence is blurry' },
    });
    expect(rejected.body.code).toBe(0);
    const second = (await submit(me.token)).body.data;
    await call(approveRoute, '/operator/certifications/approve', {
      ...asOperator(reviewer.cookie),
      body: { id: second.id },
    });
    const items = (await list(me.token)).data.list;
    expect(items.map(({ kind, params, href }) => ({ kind, params, href }))).toEqual([
      { kind: 'certification.decided', params: { outcome: 'verified' }, href: '/dashboard/account' },
      {
        kind: 'certification.decided',
        params: { outcome: 'failed', reason: 'The licence is blurry' },
        href: '/dashboard/account',
      },
    ]);
  });

  it('retention deletes read notifications older than 90 days and keeps unread and recent ones', async () => {
    const me = await customer();
    for (const title of ['old read', 'old unread', 'recent read'])
      await notify(me.userId, 'community.replied', { title });
    const db = await getDb();
    const age = (title: string, days: number, read: boolean) =>
      db
        .update(notifications)
        .set({
          createdAt: sql`now() - make_interval(days => ${days})`,
          readAt: read ? sql`now()` : null,
        })
        .where(
          sql`${notifications.userId} = ${me.userId} and ${notifications.params} ->> 'title' = ${title}`,
        );
    await age('old read', 91, true);
    await age('old unread', 91, false);
    await age('recent read', 10, true);
    await pruneReadNotifications(db);
    const left = (await list(me.token)).data.list.map((item) => item.params.title).sort();
    expect(left).toEqual(['old unread', 'recent read']);
  });
});
