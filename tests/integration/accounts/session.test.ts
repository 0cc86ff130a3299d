import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/sys-api/logout/route';
import { GET as userInfo } from '@/app/api/sys-api/user/info/route';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import { GET as endSession } from '@/app/api/web-session/end/route';
import { ApiCode } from '@/lib/contract/codes';
import { hashToken, issueToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { authTokens } from '@/lib/server/auth/tables';
import { ORIGIN, call } from '@/tests/integration/support/api';
import { loggedInAccount, loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

/** Logs in as the web app and returns the Cookie header the browser would send back. */
async function webLogin() {
  const account = await registerAccount();
  const { setCookies } = await loginWithPassword(account.email, account.password, {
    headers: { 'x-dh-client': 'web', origin: ORIGIN },
  });
  const cookie = [...setCookies.values()].map((line) => line.split(';')[0]).join('; ');
  return { ...account, cookie };
}

const continuation = { contactName: 'Li Lei', phone: '13912345678', message: 'We would like to continue.' };

describe('identity', () => {
  it('takes the token from ?token=, a Bearer header or the session cookie', async () => {
    const { token, user } = await loggedInAccount();
    for (const options of [{ token }, { bearer: token }]) {
      const { body } = await call<{ userId: string }>(userInfo, '/sys-api/user/info', options);
      expect(body.code).toBe(0);
      expect(body.data.userId).toBe(user.userId);
    }
    const web = await webLogin();
    const { body } = await call<{ userId: string }>(userInfo, '/sys-api/user/info', { cookie: web.cookie });
    expect(body.data.userId).toBe(web.user.userId);
  });

  it('answers 40100 without any credential and 50102 for an unknown token', async () => {
    const none = await call(userInfo, '/sys-api/user/info');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(ApiCode.unauthenticated);
    expect((await call(userInfo, '/sys-api/user/info', { token: 'made-up' })).body.code).toBe(
      ApiCode.loginExpired,
    );
  });

  it('ends the earlier login when the account logs in again: 1000005', async () => {
    const first = await loggedInAccount();
    const second = await loginWithPassword(first.email, first.password);
    expect(second.body.code).toBe(0);
    const old = await call(userInfo, '/sys-api/user/info', { token: first.token });
    expect(old.body.code).toBe(ApiCode.loggedInElsewhere);
    expect(old.body.message).toContain('其他地方登录');
    expect((await call(userInfo, '/sys-api/user/info', { token: second.body.data.token })).body.code).toBe(0);
  });

  it('expires an idle token (50102) and stores only its hash', async () => {
    const { token } = await loggedInAccount();
    const db = await getDb();
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 24 * 3600 * 1000);
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, row!.id));
    const { body } = await call(userInfo, '/sys-api/user/info', { token, query: { lang: 'en' } });
    expect(body.code).toBe(ApiCode.loginExpired);
    expect(body.message).toBe('Your login has expired. Please log in again.');
  });

  it('slides the expiry forward on use', async () => {
    const { token } = await loggedInAccount();
    const db = await getDb();
    const soon = new Date(Date.now() + 60_000);
    const hour = new Date(Date.now() - 3600_000);
    await db
      .update(authTokens)
      .set({ expiresAt: soon, lastUsedAt: hour })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await call(userInfo, '/sys-api/user/info', { token })).body.code).toBe(0);
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it('expires a token at its absolute limit however recently it was used (50102)', async () => {
    const { token } = await loggedInAccount();
    const db = await getDb();
    await db
      .update(authTokens)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await call(userInfo, '/sys-api/user/info', { token })).body.code).toBe(ApiCode.loginExpired);
  });

  it('never slides the expiry past the absolute limit', async () => {
    const { token } = await loggedInAccount();
    const db = await getDb();
    const absolute = new Date(Date.now() + 3600_000);
    await db
      .update(authTokens)
      .set({
        absoluteExpiresAt: absolute,
        expiresAt: new Date(Date.now() + 60_000),
        lastUsedAt: new Date(Date.now() - 3600_000),
      })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await call(userInfo, '/sys-api/user/info', { token })).body.code).toBe(0);
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime()).toBe(absolute.getTime());
  });

  it('keeps exactly one token valid when the account logs in several times at once', async () => {
    const account = await registerAccount();
    const logins = await Promise.all(
      Array.from({ length: 4 }, () => loginWithPassword(account.email, account.password)),
    );
    expect(logins.map((login) => login.body.code)).toEqual([0, 0, 0, 0]);
    const answers = await Promise.all(
      logins.map((login) => call(userInfo, '/sys-api/user/info', { token: login.body.data.token })),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ApiCode.loggedInElsewhere)).toHaveLength(3);

    const db = await getDb();
    await Promise.all(Array.from({ length: 8 }, () => issueToken(db, account.user.userId)));
    const live = await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(eq(authTokens.userId, account.user.userId), isNull(authTokens.revokedAt)));
    expect(live).toHaveLength(1);
  });

  it('refuses another user’s or corporation’s ids', async () => {
    const me = await loggedInAccount();
    const other = await registerAccount();
    const foreign: Record<string, string>[] = [{ userId: other.user.userId }, { corpId: other.user.corpId }];
    for (const query of foreign) {
      const { body } = await call(userInfo, '/sys-api/user/info', { token: me.token, query });
      expect(body.code).toBe(ApiCode.forbidden);
    }
    const own = { userId: me.user.userId, corpId: me.user.corpId };
    expect((await call(userInfo, '/sys-api/user/info', { token: me.token, query: own })).body.code).toBe(0);
    const posted = await call(applyContinuation, '/sys-api/user/trial-continuation', {
      token: me.token,
      body: { ...continuation, corpId: other.user.corpId },
    });
    expect(posted.body.code).toBe(ApiCode.forbidden);
  });
});

describe('logout', () => {
  it('answers malformed JSON with 40001 and a body that is not an object with 40000', async () => {
    const { token } = await loggedInAccount();
    const broken = await call(logout, '/sys-api/logout', { token, body: '{"all": tru' });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(ApiCode.badJson);
    for (const raw of ['[1]', '"bye"', '7'])
      expect((await call(logout, '/sys-api/logout', { token, body: raw })).body.code).toBe(
        ApiCode.validation,
      );
    // Nothing was done: the token still holds.
    expect((await call(userInfo, '/sys-api/user/info', { token })).body.code).toBe(0);
  });

  it('kills the token', async () => {
    const { token } = await loggedInAccount();
    expect((await call(logout, '/sys-api/logout', { token, body: {} })).body.code).toBe(0);
    expect((await call(userInfo, '/sys-api/user/info', { token })).body.code).toBe(ApiCode.loginExpired);
  });

  it('clears both cookies of the web session', async () => {
    const { cookie } = await webLogin();
    const { body, setCookies } = await call(logout, '/sys-api/logout', {
      cookie,
      body: {},
      headers: { origin: ORIGIN },
    });
    expect(body.code).toBe(0);
    expect(setCookies.get('dh_session')).toMatch(/Max-Age=0/);
    expect(setCookies.get('dh_li')).toMatch(/Max-Age=0/);
    const after = await call(userInfo, '/sys-api/user/info', { cookie });
    expect(after.body.code).toBe(ApiCode.loginExpired);
    expect(after.setCookies.get('dh_session')).toMatch(/Max-Age=0/);
    expect(after.setCookies.get('dh_li')).toMatch(/Max-Age=0/);
  });
});

describe('origin check on cookie calls that change state', () => {
  it('refuses a missing or foreign Origin and accepts the same host, also behind a proxy', async () => {
    const { cookie } = await webLogin();
    const post = (headers: Record<string, string>) =>
      call(applyContinuation, '/sys-api/user/trial-continuation', { cookie, body: continuation, headers });
    expect((await post({})).body.code).toBe(ApiCode.badOrigin);
    expect((await post({ origin: 'https://evil.example' })).body.code).toBe(ApiCode.badOrigin);
    const proxied = await post({ origin: 'https://www.example.cn', 'x-forwarded-host': 'www.example.cn' });
    expect(proxied.body.code).toBe(0);
  });

  it('leaves token callers (no cookie) alone', async () => {
    const { token } = await loggedInAccount();
    const { body } = await call(applyContinuation, '/sys-api/user/trial-continuation', {
      token,
      body: continuation,
    });
    expect(body.code).toBe(0);
  });
});

describe('trial continuation input', () => {
  it('answers malformed JSON with 40001 and wrong types with 40000 and the fields', async () => {
    const { token } = await loggedInAccount();
    const path = '/sys-api/user/trial-continuation';
    const broken = await call(applyContinuation, path, { token, body: '{"contactName":' });
    expect(broken.body.code).toBe(ApiCode.badJson);
    const wrong = await call(applyContinuation, path, {
      token,
      body: { contactName: 42, phone: ['13912345678'], message: { text: 'hi' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ApiCode.validation);
    expect(wrong.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'contactName', message: 'invalid' },
        { field: 'phone', message: 'invalid' },
        { field: 'message', message: 'invalid' },
      ]),
    });
  });
});

describe('GET /api/web-session/end', () => {
  it('leaves a live session alone, so a link from another site cannot end it', async () => {
    const { cookie } = await webLogin();
    const res = await endSession(new Request(`${ORIGIN}/api/web-session/end`, { headers: { cookie } }));
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await call(userInfo, '/sys-api/user/info', { cookie })).body.code).toBe(0);
  });

  it('clears the cookies of a session the server ended', async () => {
    const { cookie } = await webLogin();
    expect(
      (await call(logout, '/sys-api/logout', { cookie, method: 'POST', headers: { origin: ORIGIN } })).body
        .code,
    ).toBe(0);
    const res = await endSession(new Request(`${ORIGIN}/api/web-session/end`, { headers: { cookie } }));
    expect(res.headers.getSetCookie().join(';')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('keeps “logged in elsewhere” for a token a newer login replaced', async () => {
    const first = await webLogin();
    expect((await loginWithPassword(first.email, first.password)).body.code).toBe(0);
    await endSession(new Request(`${ORIGIN}/api/web-session/end`, { headers: { cookie: first.cookie } }));
    const after = await call(userInfo, '/sys-api/user/info', { cookie: first.cookie });
    expect(after.body.code).toBe(ApiCode.loggedInElsewhere);
  });

  it('clears both cookies and goes to a same-site path only', async () => {
    const good = await endSession(
      new Request(`${ORIGIN}/api/web-session/end?next=/login%3Fredirect%3D%2Fdashboard`),
    );
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/login?redirect=/dashboard');
    const cookies = good.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/dh_session=;.*Max-Age=0/);
    expect(cookies).toMatch(/dh_li=;.*Max-Age=0/);
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const res = await endSession(
        new Request(`${ORIGIN}/api/web-session/end?next=${encodeURIComponent(evil)}`),
      );
      expect(res.headers.get('location')).toBe('/login');
    }
  });
});
