import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { base64url, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as generateRoute } from '@/app/api/conversation-api/secret/generate/route';
import { POST as checkRoute } from '@/app/api/management/userConfig/checkToken/route';
import { GET as settingsRoute } from '@/app/api/management/userConfig/tenantJwt/route';
import { POST as openTicketRoute } from '@/app/api/open/v1/ticket/route';
import type {
  GeneratedSecretDto,
  OpenTicketDto,
  TenantJwtDto,
  TokenCheckDto,
} from '@/features/deploy/contract/tenant';
import { tenantSettings, usedTokens } from '@/features/deploy/server/tables';
import { hostedPageCredentials } from '@/features/deploy/server/tenant/hosted-page';
import { purgeUsedTokens, verifyVisitorToken } from '@/features/deploy/server/tenant/visitor-token';
import { verifyTicket } from '@/features/deploy/server/tickets';
import { chats } from '@/features/runtime/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { application as applicationRow } from './application-rows';
import { mintToken, tenantSecret } from './tenant-support';

// Two slots: a token's conversation and its restart may overlap for a moment.
const application = (email: string, sessionId: string | null, endsInDays = 30) =>
  applicationRow(email, sessionId, endsInDays, 2);

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

/** An account with a published session, an application serving it and a tenant secret. */
async function customer() {
  const account = await loggedInAccount();
  const session = await englishSession(account.token);
  const appId = await application(account.email, session.conversationId);
  const secret = await tenantSecret(account.token);
  return { ...account, session, appId, secret };
}

const settingsOf = (token: string) =>
  call<TenantJwtDto>(settingsRoute, '/management/userConfig/tenantJwt', { token });
const openTicket = (token: string) =>
  call<OpenTicketDto>(openTicketRoute, '/open/v1/ticket', { body: { token }, query: { lang: 'en' } });
const refusal = async (appId: string, token: string) => {
  const answer = await hostedPageCredentials(appId, { token });
  return answer.ok ? 'ok' : answer.reason;
};
const startApp = (appId: string, ticket?: string) =>
  allEvents(server, { type: 'start', entry: 'app', target: appId, ticket });

describe('the tenant JWT secret', () => {
  it('is shown in full only by generate; the settings carry its hint, never the secret', async () => {
    const { token } = await loggedInAccount();
    expect((await settingsOf(token)).body.data).toMatchObject({ secretSet: false, secretHint: null });

    const generated = await call<GeneratedSecretDto>(generateRoute, '/conversation-api/secret/generate', {
      token,
      body: {},
    });
    const { secret, secretHint } = generated.body.data;
    expect(secret).toMatch(/^tjs_[A-Za-z0-9_-]{43}$/);
    // 256 bits of randomness behind the prefix.
    expect(Buffer.from(secret.slice(4), 'base64url')).toHaveLength(32);
    expect(secretHint).toBe(`tjs_…${secret.slice(-4)}`);

    const settings = await settingsOf(token);
    expect(settings.body.data).toMatchObject({
      secretSet: true,
      secretHint,
      origin: 'http://localhost:3000',
    });
    expect(JSON.stringify(settings.body)).not.toContain(secret.slice(4, 20));
  });

  it('is not replaced without rotate; rotating replaces it and refuses tokens signed with the old one', async () => {
    const { token, secret, appId } = await customer();
    const again = await call(generateRoute, '/conversation-api/secret/generate', { token, body: {} });
    expect(again.body).toMatchObject({ code: ApiCode.conflict });
    expect(again.body.message).toBe('租户 JWT 密钥已存在，如需更换请轮换密钥。');

    const signedBefore = await mintToken(secret, appId);
    const rotated = await tenantSecret(token, true);
    expect(rotated).not.toBe(secret);
    expect(await refusal(appId, signedBefore)).toBe('signature');
    expect(await refusal(appId, await mintToken(rotated, appId))).toBe('ok');
    expect((await settingsOf(token)).body.data.secretHint).toBe(`tjs_…${rotated.slice(-4)}`);
  });

  it("is each corporation's own", async () => {
    const first = await customer();
    const other = await loggedInAccount();
    expect((await settingsOf(other.token)).body.data.secretSet).toBe(false);
    // Another corporation's secret does not sign for this corporation's application.
    const otherSecret = await tenantSecret(other.token);
    expect(await refusal(first.appId, await mintToken(otherSecret, first.appId))).toBe('signature');
  });

  it('needs a login to generate; without a secret every token is refused', async () => {
    const anonymous = await call(generateRoute, '/conversation-api/secret/generate', {
      body: { rotate: true },
    });
    expect(anonymous.body.code).toBe(ApiCode.unauthenticated);
    const noSecret = await loggedInAccount();
    const session = await englishSession(noSecret.token);
    const appId = await application(noSecret.email, session.conversationId);
    expect(await refusal(appId, await mintToken('tjs_guess', appId))).toBe('noSecret');
  });
});

describe('a visitor token', () => {
  it('is refused when expired, wrongly signed, for another application, or living over an hour', async () => {
    const { secret, appId, email, session } = await customer();
    const other = await application(email, session.conversationId);
    expect(await refusal(appId, await mintToken(secret, appId, { iatIn: -600, expIn: -60 }))).toBe('expired');
    expect(await refusal(appId, await mintToken(`${secret}x`, appId))).toBe('signature');
    expect(await refusal(other, await mintToken(secret, appId))).toBe('wrongApp');
    expect(await refusal(appId, await mintToken(secret, appId, { expIn: 3601 }))).toBe('lifetimeTooLong');
    expect(await refusal(appId, await mintToken(secret, appId, { claims: { jti: undefined } }))).toBe(
      'missingClaim',
    );
    expect(await refusal(appId, 'not.a.token')).toBe('malformed');
  });

  it('is HS256 only: alg none, HS512 and RS256 are refused', async () => {
    const { secret, appId } = await customer();
    const now = Math.floor(Date.now() / 1000);
    const claims = { app: appId, iat: now, exp: now + 300, jti: randomUUID() };
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    expect(await refusal(appId, unsigned)).toBe('algorithm');
    expect(await refusal(appId, await mintToken(secret, appId, { alg: 'HS512' }))).toBe('algorithm');
    const { privateKey } = await generateKeyPair('RS256');
    const rs = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect(await refusal(appId, rs)).toBe('algorithm');
    // An HS256 header over another token's signature does not pass either.
    const [, payload, signature] = (await mintToken(secret, appId)).split('.');
    const forged = `${encode({ alg: 'HS256' })}.${encode({ ...claims, sub: 'admin' })}.${signature}`;
    expect(payload).toBeDefined();
    expect(await refusal(appId, forged)).toBe('signature');
  });

  it('opens one page: a second use is refused, and of parallel uses exactly one wins', async () => {
    const { secret, appId } = await customer();
    const token = await mintToken(secret, appId);
    expect(await refusal(appId, token)).toBe('ok');
    expect(await refusal(appId, token)).toBe('replayed');

    const raced = await mintToken(secret, appId);
    const db = await getDb();
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyVisitorToken(db, appId, raced)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'replayed')).toHaveLength(5);
  });

  it("opens the hosted page with a ticket that starts the application's conversation, and its restart", async () => {
    const { secret, appId } = await customer();
    const page = await hostedPageCredentials(appId, {
      token: await mintToken(secret, appId, { sub: 'visitor-42' }),
    });
    if (!page.ok) throw new Error(page.reason);
    const ticket = page.credentials.ticket!;
    expect(page.exchangedTicket).toBe(ticket);
    expect(await verifyTicket(ticket, appId)).toMatchObject({
      via: 'token',
      origin: null,
      visitor: 'visitor-42',
    });

    const first = await startApp(appId, ticket);
    const chat = first.find((event) => event.type === 'chat');
    if (chat?.type !== 'chat') throw new Error(JSON.stringify(first));
    const db = await getDb();
    const [row] = await db.select().from(chats).where(eq(chats.id, chat.chatId));
    expect(row).toMatchObject({ appId, entry: 'app' });

    // Restart: the page ends its conversation and starts again with the same ticket (the token is used up).
    await allEvents(server, {
      type: 'end',
      chatId: chat.chatId,
      chatSecret: chat.chatSecret,
      reason: 'restart',
    });
    const second = await startApp(appId, ticket);
    expect(second.some((event) => event.type === 'chat')).toBe(true);
  });

  it('leaves a page without a token as it is: its own ticket, or none', async () => {
    expect(await hostedPageCredentials('app_any', { ticket: 'given' })).toEqual({
      ok: true,
      credentials: { ticket: 'given' },
      exchangedTicket: null,
    });
    expect(await hostedPageCredentials('app_any', {})).toMatchObject({ ok: true, credentials: {} });
  });

  it('leaves long expired ids behind only', async () => {
    const db = await getDb();
    const corp = (await loggedInAccount()).user.corpId;
    await db.insert(usedTokens).values([
      { corpId: corp, jti: 'old', expiresAt: new Date(Date.now() - 3600e3) },
      { corpId: corp, jti: 'recent', expiresAt: new Date(Date.now() - 60e3) },
      { corpId: corp, jti: 'live', expiresAt: new Date(Date.now() + 60e3) },
    ]);
    await purgeUsedTokens(db);
    const left = await db.select({ jti: usedTokens.jti }).from(usedTokens).where(eq(usedTokens.corpId, corp));
    expect(left.map((row) => row.jti).sort()).toEqual(['live', 'recent']);
  });
});

describe('POST /api/open/v1/ticket', () => {
  it('exchanges a visitor token for a ticket and the hosted page URL, once', async () => {
    const { secret, appId } = await customer();
    const token = await mintToken(secret, appId, { sub: 'v-7' });
    const { body } = await openTicket(token);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ appId, visitor: 'v-7', expiresInS: 900 });
    expect(body.data.url).toBe(
      `http://localhost:3000/collection/preview/${appId}?ticket=${encodeURIComponent(body.data.ticket)}`,
    );
    expect((await startApp(appId, body.data.ticket)).some((event) => event.type === 'chat')).toBe(true);

    const again = await openTicket(token);
    expect(again.body).toMatchObject({ code: ApiCode.forbidden, data: { reason: 'replayed' } });
    expect(again.body.message).toContain('The visitor token was refused');
  });

  it('refuses what the page refuses, and keeps a token an unavailable application could not use', async () => {
    const { secret, appId, email, session } = await customer();
    expect((await openTicket('garbage')).body).toMatchObject({ data: { reason: 'missingClaim' } });
    expect((await openTicket(await mintToken(secret, 'app_nobody'))).body).toMatchObject({
      data: { reason: 'unknownApp' },
    });
    const expired = await mintToken(secret, appId, { iatIn: -900, expIn: -300 });
    expect((await openTicket(expired)).body).toMatchObject({ data: { reason: 'expired' } });
    expect((await openTicket('')).body.code).toBe(ApiCode.validation);

    const ended = await application(email, session.conversationId, -1);
    const jti = randomUUID();
    expect((await openTicket(await mintToken(secret, ended, { jti }))).body.message).toBe(
      "This service's resources have expired or are not configured.",
    );
    const db = await getDb();
    expect(await db.select().from(usedTokens).where(eq(usedTokens.jti, jti))).toEqual([]);
  });
});

describe('POST /api/management/userConfig/checkToken', () => {
  it('says what the platform would answer, without using the token up', async () => {
    const { token: login, secret, appId } = await customer();
    const check = (token: string, as = login) =>
      call<TokenCheckDto>(checkRoute, '/management/userConfig/checkToken', { token: as, body: { token } });

    const token = await mintToken(secret, appId, { sub: 'v-1' });
    expect((await check(token)).body.data).toMatchObject({ valid: true, appId, visitor: 'v-1' });
    expect((await check(token)).body.data).toMatchObject({ valid: true });
    expect((await openTicket(token)).body.code).toBe(0);
    expect((await check(token)).body.data).toEqual({ valid: false, reason: 'replayed' });
    expect((await check(await mintToken(secret, appId, { expIn: 7200 }))).body.data).toEqual({
      valid: false,
      reason: 'lifetimeTooLong',
    });

    // Another corporation learns nothing about this application.
    const other = await loggedInAccount();
    expect((await check(await mintToken(secret, appId), other.token)).body.data).toEqual({
      valid: false,
      reason: 'unknownApp',
    });
  });
});

describe('the stored secret', () => {
  it('is kept for verification (HS256 needs it) with its rotation time', async () => {
    const { user, token } = await loggedInAccount();
    const secret = await tenantSecret(token);
    const db = await getDb();
    const [row] = await db.select().from(tenantSettings).where(eq(tenantSettings.corpId, user.corpId));
    expect(row).toMatchObject({ jwtSecret: secret, jwtSecretHint: `tjs_…${secret.slice(-4)}` });
    expect(row!.jwtSecretRotatedAt).toBeInstanceOf(Date);
  });
});
