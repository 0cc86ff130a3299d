import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as byHandRoute } from '@/app/api/management/offline/devices/activate/route';
import { POST as revokeDeviceRoute } from '@/app/api/management/offline/devices/revoke/route';
import { POST as revokeRoute } from '@/app/api/management/offline/licences/revoke/route';
import { GET as platformKeyRoute } from '@/app/api/offline/platformKey/route';
import { GET as recordsRoute } from '@/app/api/management/chat/records/route';
import type { LicenceGrant } from '@/features/offline/contract';
import { verifyLicence } from '@/features/offline/licence/verify';
import { offlineLicences } from '@/features/offline/server/tables';
import type { ConversationRecordDto } from '@/features/runtime/contract';
import { endedChats } from '@/features/runtime/server/chats/ended';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { setSessionStatus } from '@/tests/integration/runtime/conversation-support';
import {
  activate,
  activated,
  conversation,
  createLicence,
  licenceWithCode,
  newDevice,
  overview,
  owner,
  signed,
  status,
  upload,
} from './offline-support';

const platformKey = async () =>
  (
    await call<{ keys: { kty: string; crv: string; x: string; kid: string }[] }>(
      platformKeyRoute,
      '/offline/platformKey',
    )
  ).body.data.keys[0]!;

const records = async (token: string, sessionId: string) =>
  (
    await call<{ list: ConversationRecordDto[]; total: number }>(recordsRoute, '/management/chat/records', {
      token,
      query: { conversationId: sessionId },
    })
  ).body.data;

describe('offline licences (console)', () => {
  it('makes one licence with one activation code per corporation, and refuses a second in words', async () => {
    const who = await owner();
    const empty = await overview(who.token);
    expect(empty.data.licences).toEqual([]);
    expect(empty.data.sessions.map((s) => s.id)).toContain(who.session.conversationId);
    expect(empty.data.allowance).toEqual({ licences: 1, used: 0, devicesAvailable: 1 });

    const { licence, code } = await licenceWithCode(who);
    expect(licence).toMatchObject({
      status: 'active',
      deviceLimit: 1,
      sessionName: who.session.conversationName,
    });
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(licence.devices).toHaveLength(1);

    const second = await createLicence(who.token, { sessionId: who.session.conversationId });
    expect(second.body.code).toBe(ApiCode.limitReached);
    expect(second.body.message).toContain('1');
    const english = await call(
      (await import('@/app/api/management/offline/licences/create/route')).POST,
      '/management/offline/licences/create',
      { token: who.token, query: { lang: 'en' }, body: { sessionId: who.session.conversationId } },
    );
    expect(english.body.message).toMatch(/one offline licence is in use/);

    // Revoking frees the place.
    await call(revokeRoute, '/management/offline/licences/revoke', {
      token: who.token,
      body: { id: licence.id },
    });
    expect((await createLicence(who.token, { sessionId: who.session.conversationId })).body.code).toBe(0);
  });

  it('refuses an unpublished session, and another corporation’s session, licence or device', async () => {
    const who = await owner();
    const other = await owner();
    await setSessionStatus(who.session.conversationId, 'offline');
    expect((await createLicence(who.token, { sessionId: who.session.conversationId })).body.code).toBe(
      ApiCode.conflict,
    );
    expect((await createLicence(who.token, { sessionId: other.session.conversationId })).body.code).toBe(
      ApiCode.notFound,
    );
    const { licence } = await licenceWithCode(other);
    expect((await overview(who.token)).data.licences).toEqual([]);
    const revoke = await call(revokeRoute, '/management/offline/licences/revoke', {
      token: who.token,
      body: { id: licence.id },
    });
    expect(revoke.body.code).toBe(ApiCode.notFound);
    const device = await newDevice();
    const byHand = await call(byHandRoute, '/management/offline/devices/activate', {
      token: who.token,
      body: { deviceId: licence.devices[0]!.id, devicePublicKey: JSON.stringify(device.publicJwk) },
    });
    expect(byHand.body.code).toBe(ApiCode.notFound);
    expect((await overview(other.token)).data.licences[0]!.status).toBe('active');
  });
});

describe('device activation and offline verification', () => {
  it('activates a device once per code: the token verifies offline on that device only', async () => {
    const who = await owner();
    const { licence, code } = await licenceWithCode(who);
    const device = await newDevice();
    // Typed on a kiosk: lower case, no dashes, O for 0 and l for 1 read the same.
    const typed = code.replace(/-/g, '').toLowerCase();
    const answer = await activate(typed, device);
    expect(answer.body.code).toBe(0);
    const grant = answer.body.data;
    expect(grant).toMatchObject({ licenceId: licence.id, sessionId: who.session.conversationId });
    expect(grant.platformKey).toEqual(await platformKey());

    const check = (jwk: object, now = new Date(), session = who.session.conversationId) =>
      verifyLicence(grant.token, grant.platformKey, jwk, now, session);
    expect((await check(device.publicJwk)).verdict).toBe('ok');
    expect((await check((await newDevice()).publicJwk)).verdict).toBe('wrongDevice');
    expect((await check(device.publicJwk, new Date(grant.expiresAt))).verdict).toBe('expired');
    expect((await check(device.publicJwk, new Date(), 'another-session')).verdict).toBe('wrongSession');
    const [h, p, s] = grant.token.split('.');
    const forged = `${h}.${p!.slice(0, -2)}${p!.slice(-2) === 'fQ' ? 'fX' : 'fQ'}.${s}`;
    expect((await check(device.publicJwk)).verdict).toBe('ok');
    expect(
      (await verifyLicence(forged, grant.platformKey, device.publicJwk, new Date(), grant.sessionId)).verdict,
    ).toBe('tampered');

    // The code is spent: a second device (or the same again) is refused.
    const again = await activate(code, await newDevice());
    expect(again.body.code).toBe(ApiCode.codeInvalid);
    const unknown = await activate('ZZZZ-ZZZZ-ZZZZ', await newDevice());
    expect(unknown.body.code).toBe(ApiCode.codeInvalid);
    const malformed = await activate('not-a-code', await newDevice());
    expect(malformed.body.code).toBe(ApiCode.validation);

    const listed = (await overview(who.token)).data.licences[0]!.devices[0]!;
    expect(listed).toMatchObject({ state: 'active', name: 'Lobby screen' });
    expect(listed.activatedAt).not.toBeNull();
  });

  it('activates by hand from a pasted public key; a broken key is refused on its field', async () => {
    const who = await owner();
    const { licence } = await licenceWithCode(who);
    const device = await newDevice();
    const deviceId = licence.devices[0]!.id;
    const broken = await call(byHandRoute, '/management/offline/devices/activate', {
      token: who.token,
      body: { deviceId, devicePublicKey: '{"kty":"RSA"}' },
    });
    expect(broken.body.code).toBe(ApiCode.validation);
    expect(broken.body.data).toEqual({ fields: [{ field: 'devicePublicKey', message: 'deviceKeyInvalid' }] });
    const done = await call<LicenceGrant>(byHandRoute, '/management/offline/devices/activate', {
      token: who.token,
      body: { deviceId, devicePublicKey: JSON.stringify(device.publicJwk, null, 2), deviceName: 'Ward 3' },
    });
    expect(done.body.code).toBe(0);
    const check = await verifyLicence(
      done.body.data.token,
      await platformKey(),
      device.publicJwk,
      new Date(),
      who.session.conversationId,
    );
    expect(check.verdict).toBe('ok');
    // The slot is taken: its code no longer activates.
    expect((await activate(licence.devices[0]!.code, await newDevice())).body.code).toBe(ApiCode.codeInvalid);
  });

  it('refuses activation on a revoked or expired licence', async () => {
    const who = await owner();
    const { licence, code } = await licenceWithCode(who);
    const db = await getDb();
    await db
      .update(offlineLicences)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offlineLicences.id, licence.id));
    expect((await activate(code, await newDevice())).body.code).toBe(ApiCode.conflict);
    await call(revokeRoute, '/management/offline/licences/revoke', {
      token: who.token,
      body: { id: licence.id },
    });
    expect((await activate(code, await newDevice())).body.message).toMatch(/吊销/);
  });
});

describe('device status', () => {
  it('answers a fresh token and the package version; refuses replays, stale calls and other keys', async () => {
    const who = await owner();
    const { code } = await licenceWithCode(who);
    const device = await activated(code);
    const request = await signed(device);
    const first = await status(request);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ state: 'active', packageVersion: device.grant.packageVersion });
    expect(
      (
        await verifyLicence(
          first.body.data.token!,
          device.grant.platformKey,
          device.publicJwk,
          new Date(),
          who.session.conversationId,
        )
      ).verdict,
    ).toBe('ok');

    // The same signed call again: a replay.
    expect((await status(request)).body.code).toBe(ApiCode.unauthenticated);
    // Signed ten minutes ago.
    const stale = await status(await signed(device, { iat: Math.floor(Date.now() / 1000) - 600 }));
    expect(stale.body.code).toBe(ApiCode.unauthenticated);
    // Another device's key holding this device's token.
    const thief = { ...(await newDevice()), grant: device.grant };
    expect((await status(await signed(thief))).body.code).toBe(ApiCode.unauthenticated);
    // Garbage.
    expect((await status('a.b.c')).body.code).toBe(ApiCode.unauthenticated);

    const seen = (await overview(who.token)).data.licences[0]!.devices[0]!;
    expect(seen.lastSeenAt).not.toBeNull();
  });

  it('answers revoked after the owner revokes the device, or the licence', async () => {
    const who = await owner();
    const { licence, code } = await licenceWithCode(who);
    const device = await activated(code);
    const revoke = await call(revokeDeviceRoute, '/management/offline/devices/revoke', {
      token: who.token,
      body: { id: licence.devices[0]!.id },
    });
    expect(revoke.body.code).toBe(0);
    const answer = await status(await signed(device));
    expect(answer.body.data).toMatchObject({ state: 'revoked', token: null });
    expect(answer.body.data.revokedAt).not.toBeNull();
    expect((await overview(who.token)).data.licences[0]!.devices[0]!.state).toBe('revoked');

    const second = await owner();
    const other = await licenceWithCode(second);
    const otherDevice = await activated(other.code);
    await call(revokeRoute, '/management/offline/licences/revoke', {
      token: second.token,
      body: { id: other.licence.id },
    });
    expect((await status(await signed(otherDevice))).body.data.state).toBe('revoked');
  });
});

describe('transcript upload', () => {
  it('stores each conversation once, in any order, in the owner’s records as offline', async () => {
    const who = await owner();
    const { code } = await licenceWithCode(who);
    const device = await activated(code);
    const older = conversation(120, 'Where is the bank?');
    const newer = conversation(30, 'When do you open?');
    const first = await upload(await signed(device, { body: { conversations: [newer, older] } }));
    expect(first.body.code).toBe(0);
    expect(first.body.data).toEqual({ accepted: [newer.uuid, older.uuid], duplicates: [], refused: [] });
    // Sent again, with one more: the two are duplicates.
    const third = conversation(5, 'Thank you');
    const again = await upload(await signed(device, { body: { conversations: [older, third, newer] } }));
    expect(again.body.data).toEqual({
      accepted: [third.uuid],
      duplicates: [older.uuid, newer.uuid],
      refused: [],
    });

    const stored = await records(who.token, who.session.conversationId);
    expect(stored.total).toBe(3);
    expect(stored.list.every((chat) => chat.entry === 'offline')).toBe(true);
    // Newest first, by when they started on the device.
    expect(stored.list.map((chat) => chat.turns[0]!.question)).toEqual([
      'Thank you',
      'When do you open?',
      'Where is the bank?',
    ]);
    expect(stored.list[1]).toMatchObject({
      startTime: newer.startedAt.replace(/\.\d+Z$/, (m) => m),
      endTime: expect.any(String),
    });
    expect(stored.list[1]!.turns[0]).toMatchObject({ answer: 'We open at nine.', source: 'faq' });

    // They ran on the device under its licence: billing meters no minutes for them.
    const metered = await endedChats(await getDb(), { limit: 100_000, unmetered: () => sql`true` });
    const ids = new Set(stored.list.map((chat) => chat.chatId));
    expect(metered.filter((chat) => ids.has(chat.chatId))).toEqual([]);

    // Another corporation sees none of them.
    const other = await owner();
    const foreign = await call(recordsRoute, '/management/chat/records', {
      token: other.token,
      query: { conversationId: who.session.conversationId },
    });
    expect(foreign.body.code).toBe(ApiCode.notFound);
  });

  it('after a revocation keeps what ended before it and refuses what ended later', async () => {
    const who = await owner();
    const { licence, code } = await licenceWithCode(who);
    const device = await activated(code);
    const before = conversation(60);
    await call(revokeRoute, '/management/offline/licences/revoke', {
      token: who.token,
      body: { id: licence.id },
    });
    const after = conversation(-5);
    const answer = await upload(await signed(device, { body: { conversations: [after, before] } }));
    expect(answer.body.data).toEqual({ accepted: [before.uuid], duplicates: [], refused: [after.uuid] });
    expect((await records(who.token, who.session.conversationId)).total).toBe(1);
  });

  it('refuses a malformed batch on its field, and an unsigned one', async () => {
    const who = await owner();
    const { code } = await licenceWithCode(who);
    const device = await activated(code);
    const bad = await upload(await signed(device, { body: { conversations: [{ uuid: 'nope' }] } }));
    expect(bad.body.code).toBe(ApiCode.validation);
    expect(JSON.stringify(bad.body.data)).toContain('body.conversations.0.uuid');
    const unsigned = await upload('eyJhbGciOiJub25lIn0.e30.');
    expect(unsigned.body.code).toBe(ApiCode.unauthenticated);
  });
});
