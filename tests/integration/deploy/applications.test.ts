import { describe, expect, it } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { randomIp } from '@/tests/integration/support/api';
import {
  appById,
  chatRow,
  corpOf,
  createApp,
  deleteApp,
  endChatRow,
  openApp,
  pageApps,
  rotateKey,
  updateApp,
} from './applications-support';

describe('applications and their keys', () => {
  it('answer the APPKey in full once, at creation; the list and the query carry only its hint', async () => {
    const { token } = await loggedInAccount();
    const created = await createApp(token, { name: 'Shop front', concurrency: 1 });
    expect(created.body.code).toBe(0);
    const app = created.body.data;
    expect(app.appId).toMatch(/^app_[A-Za-z0-9_-]{22}$/);
    expect(app.appKey).toMatch(/^sk_[A-Za-z0-9_-]{32}$/);
    expect(app.keyHint).toBe(`${app.appKey.slice(0, 5)}…${app.appKey.slice(-4)}`);
    expect(app).toMatchObject({ name: 'Shop front', concurrency: 1, status: 'active', inUse: 0 });
    expect(app.grant).toMatchObject({ source: 'trial', concurrency: 2 });

    const listed = await pageApps(token);
    const one = await appById(token, app.appId);
    for (const answer of [listed, one]) {
      expect(answer.body.code).toBe(0);
      expect(JSON.stringify(answer.body)).not.toContain(app.appKey);
      expect(JSON.stringify(answer.body)).not.toContain('appKey');
    }
    expect(listed.body.data).toMatchObject({ total: 1, list: [{ appId: app.appId, keyHint: app.keyHint }] });
    expect(one.body.data).toMatchObject({ appId: app.appId, keyHint: app.keyHint, grant: app.grant });
  });

  it("let the customer's server read its application with the key, and refuse a wrong or rotated one", async () => {
    const { token } = await loggedInAccount();
    const { appId, appKey } = (await createApp(token, { name: 'Server side', concurrency: 2 })).body.data;
    const read = await openApp(appKey);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      appId,
      name: 'Server side',
      status: 'active',
      concurrency: 2,
      inUse: 0,
    });
    expect(Date.parse(read.body.data.expiresAt)).toBeGreaterThan(Date.now());

    const rotated = await rotateKey(token, appId);
    expect(rotated.body.code).toBe(0);
    expect(rotated.body.data.appKey).not.toBe(appKey);
    expect(rotated.body.data.keyRotateTime).not.toBeNull();
    const old = await openApp(appKey);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: ApiCode.unauthenticated, data: null });
    expect(old.body.message).toMatch(/wrong or was rotated/);
    expect((await openApp(rotated.body.data.appKey)).body.data).toMatchObject({ appId });
    expect((await appById(token, appId)).body.data.keyHint).toBe(rotated.body.data.keyHint);

    for (const key of [null, '', 'sk_short', `${rotated.body.data.appKey}x`]) {
      const refused = await openApp(key);
      expect(refused.status, String(key)).toBe(401);
    }
  });

  it('limit failed key attempts per address, and let other addresses in', async () => {
    const { token } = await loggedInAccount();
    const { appKey } = (await createApp(token, { name: 'Limited', concurrency: 1 })).body.data;
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) expect((await openApp(`sk_${'a'.repeat(32)}`, ip)).status).toBe(401);
    const limited = await openApp(`sk_${'b'.repeat(32)}`, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    // Blocked for a while, even with the right key; another address is not.
    expect((await openApp(appKey, ip)).status).toBe(429);
    expect((await openApp(appKey, randomIp())).status).toBe(200);
  });

  it("answer another corporation's application as not found, for every call", async () => {
    const owner = await loggedInAccount();
    const stranger = await loggedInAccount();
    const { appId } = (await createApp(owner.token, { name: 'Mine', concurrency: 1 })).body.data;
    const answers = [
      await appById(stranger.token, appId),
      await updateApp(stranger.token, { appId, name: 'Theirs' }),
      await rotateKey(stranger.token, appId),
      await deleteApp(stranger.token, appId),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(ApiCode.notFound);
    }
    expect((await pageApps(stranger.token)).body.data.total).toBe(0);
    expect((await appById(owner.token, appId)).body.data.name).toBe('Mine');
  });

  it('check the name, the concurrency and the session, and put what the server refuses on its field', async () => {
    const { token, email } = await loggedInAccount();
    await setPlan(await corpOf(email), 'standard');
    const other = await loggedInAccount();
    const othersSession = await englishSession(other.token);
    const field = (answer: Awaited<ReturnType<typeof createApp>>) =>
      (answer.body.data as unknown as { fields: { field: string; message: string }[] }).fields;

    const empty = await createApp(token, { name: ' ', concurrency: 0 });
    expect(empty.body.code).toBe(ApiCode.validation);
    expect(field(empty)).toEqual([
      { field: 'name', message: 'required' },
      { field: 'concurrency', message: 'outOfRange' },
    ]);
    expect(field(await createApp(token, { name: 'x'.repeat(51), concurrency: 1 }))).toEqual([
      { field: 'name', message: 'tooLong' },
    ]);
    expect(field(await createApp(token, { name: 'Half', concurrency: 1.5 }))).toEqual([
      { field: 'concurrency', message: 'invalid' },
    ]);
    const foreign = await createApp(token, {
      name: 'Foreign',
      concurrency: 1,
      conversationId: othersSession.conversationId,
    });
    expect(field(foreign)).toEqual([{ field: 'conversationId', message: 'sessionUnknown' }]);

    expect((await createApp(token, { name: 'Taken', concurrency: 4 })).body.code).toBe(0);
    const twice = await createApp(token, { name: 'Taken', concurrency: 1 });
    expect(field(twice)).toEqual([{ field: 'name', message: 'appNameTaken' }]);
    // The standard plan's own grant holds 10: 4 are taken, 6 are free.
    const over = await createApp(token, { name: 'Too big', concurrency: 7 });
    expect(over.body.code).toBe(ApiCode.validation);
    expect(field(over)).toEqual([{ field: 'concurrency', message: 'concurrencyOverFree' }]);
    expect(over.body.message).toBe('Not enough free concurrency: at most 6 for this application.');
    expect((await createApp(token, { name: 'Just fits', concurrency: 6 })).body.code).toBe(0);
    expect(field(await createApp(token, { name: 'No room', concurrency: 1 }))).toEqual([
      { field: 'concurrency', message: 'concurrencyOverFree' },
    ]);
  });

  it('update the name, the session and the concurrency within the free slots', async () => {
    const { token, email } = await loggedInAccount();
    await setPlan(await corpOf(email), 'standard');
    const session = await englishSession(token);
    const { appId } = (await createApp(token, { name: 'Resizable', concurrency: 3 })).body.data;
    const served = await updateApp(token, { appId, conversationId: session.conversationId, name: 'Renamed' });
    expect(served.body.data).toMatchObject({
      name: 'Renamed',
      concurrency: 3,
      conversationId: session.conversationId,
      conversationName: session.conversationName,
    });
    expect((await updateApp(token, { appId, concurrency: 10 })).body.data.concurrency).toBe(10);
    const over = await updateApp(token, { appId, concurrency: 11 });
    expect(over.body.message).toBe('Not enough free concurrency: at most 10 for this application.');
    expect((await updateApp(token, { appId, concurrency: 1, conversationId: '' })).body.data).toMatchObject({
      concurrency: 1,
      conversationId: null,
      conversationName: null,
      name: 'Renamed',
    });
  });

  it('refuse to delete an application while a conversation runs under it', async () => {
    const { token, email } = await loggedInAccount();
    const corpId = await corpOf(email);
    const { appId } = (await createApp(token, { name: 'Busy', concurrency: 2 })).body.data;
    const chatId = await chatRow(corpId, appId, -1, null);
    expect((await pageApps(token)).body.data.list[0]).toMatchObject({ appId, inUse: 1 });
    const refused = await deleteApp(token, appId);
    expect(refused.body.code).toBe(ApiCode.conflict);
    expect(refused.body.message).toBe(
      'A conversation is running under this application. Delete it when they have ended.',
    );
    await endChatRow(chatId);
    expect((await deleteApp(token, appId)).body.code).toBe(0);
    expect((await appById(token, appId)).status).toBe(404);
    // Its slots went back to the corporation.
    expect((await createApp(token, { name: 'Next', concurrency: 2 })).body.code).toBe(0);
  });
});
