import { describe, expect, it } from 'vitest';
import { GET as getCaptcha } from '@/app/api/sys-api/captcha/route';
import { POST as checkCaptcha } from '@/app/api/sys-api/captcha/check/route';
import { POST as login } from '@/app/api/sys-api/login/route';
import type { CaptchaResponse, LoginResponse } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { captchas } from '@/features/accounts/server/tables';
import { ORIGIN, call, captchaAnswer, randomIp } from '@/tests/integration/support/api';
import { freshCaptcha, loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

const WEB = { 'x-dh-client': 'web', origin: ORIGIN };

describe('captcha', () => {
  it('hands out a PNG image and keeps the answer on the server', async () => {
    const { body } = await call<CaptchaResponse>(getCaptcha, '/sys-api/captcha');
    expect(body.code).toBe(0);
    expect(body.data.image).toMatch(/^data:image\/png;base64,/);
    expect(body.data.expiresInSeconds).toBe(300);
    expect(JSON.stringify(body)).not.toContain(await captchaAnswer(body.data.captchaId));
  });

  it('checks a right answer without using it up, and burns the captcha on a wrong one', async () => {
    const captcha = await freshCaptcha();
    expect((await call(checkCaptcha, '/sys-api/captcha/check', { body: captcha })).body.code).toBe(0);
    expect((await call(checkCaptcha, '/sys-api/captcha/check', { body: captcha })).body.code).toBe(0);
    const wrong = await call(checkCaptcha, '/sys-api/captcha/check', {
      body: { ...captcha, captchaCode: 'zzzz' },
    });
    expect(wrong.body.code).toBe(ApiCode.captchaInvalid);
    expect((await call(checkCaptcha, '/sys-api/captcha/check', { body: captcha })).body.code).toBe(
      ApiCode.captchaInvalid,
    );
  });

  it('accepts the answer in any letter case', async () => {
    const captcha = await freshCaptcha();
    const upper = { ...captcha, captchaCode: captcha.captchaCode.toUpperCase() };
    expect((await call(checkCaptcha, '/sys-api/captcha/check', { body: upper })).body.code).toBe(0);
  });

  it('refreshing replaces the old captcha', async () => {
    const old = await freshCaptcha();
    const { body } = await call<CaptchaResponse>(getCaptcha, '/sys-api/captcha', {
      query: { captchaId: old.captchaId },
    });
    expect(body.data.captchaId).not.toBe(old.captchaId);
    expect((await call(checkCaptcha, '/sys-api/captcha/check', { body: old })).body.code).toBe(
      ApiCode.captchaInvalid,
    );
  });

  it('expires after five minutes', async () => {
    const captcha = await freshCaptcha();
    const db = await getDb();
    await db.update(captchas).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await call(checkCaptcha, '/sys-api/captcha/check', { body: captcha })).body.code).toBe(
      ApiCode.captchaInvalid,
    );
  });
});

describe('login with password', () => {
  it('answers a token and the user to API callers', async () => {
    const { email, password, user } = await registerAccount();
    const { body, setCookies } = await loginWithPassword(email.toUpperCase(), password);
    expect(body.code).toBe(0);
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({ userId: user.userId, corpId: user.corpId, email });
    // Only the device cookie (see login-throttle.test.ts); the token travels in the body.
    expect([...setCookies.keys()]).toEqual(['dh_device']);
  });

  it('gives the web app an httpOnly session cookie and the hint cookie, never the token', async () => {
    const { email, password } = await registerAccount();
    const { body, setCookies } = await loginWithPassword(email, password, { headers: WEB });
    expect(body.code).toBe(0);
    expect(body.data).not.toHaveProperty('token');
    const session = setCookies.get('dh_session')!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).toMatch(/Max-Age=\d+/);
    const hint = setCookies.get('dh_li')!;
    expect(hint).toMatch(/^dh_li=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
  });

  it('refuses a web login posted from another origin', async () => {
    const { email, password } = await registerAccount();
    const { body } = await loginWithPassword(email, password, {
      headers: { 'x-dh-client': 'web', origin: 'https://evil.example' },
    });
    expect(body.code).toBe(ApiCode.badOrigin);
  });

  it('refuses a wrong captcha and a captcha used before', async () => {
    const { email, password } = await registerAccount();
    const captcha = await freshCaptcha();
    const wrong = await call(login, '/sys-api/login', {
      body: { username: email, password, captchaId: captcha.captchaId, captchaCode: 'zzzz' },
    });
    expect(wrong.body.code).toBe(ApiCode.captchaInvalid);
    const good = await freshCaptcha();
    expect(
      (await call(login, '/sys-api/login', { body: { username: email, password, ...good } })).body.code,
    ).toBe(0);
    const reused = await call(login, '/sys-api/login', { body: { username: email, password, ...good } });
    expect(reused.body.code).toBe(ApiCode.captchaInvalid);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const { email } = await registerAccount();
    const wrong = await loginWithPassword(email, 'Wrong#Pass1');
    const unknown = await loginWithPassword('nobody@example.com', 'Wrong#Pass1');
    expect(wrong.body.code).toBe(ApiCode.badCredentials);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['username', { username: '' }, 'required'],
    ['username', { username: 'x'.repeat(61) }, 'tooLong'],
    ['password', { password: 'short' }, 'passwordLength'],
    ['captchaCode', { captchaCode: '' }, 'required'],
    ['captchaId', { captchaId: '' }, 'required'],
  ])('validates %s (%j)', async (field, overrides, message) => {
    const body = { username: 'a@example.com', password: 'Strong#Pass1', captchaId: 'x', captchaCode: 'abcd' };
    const res = await call(login, '/sys-api/login', { body: { ...body, ...overrides } });
    expect(res.body.code).toBe(ApiCode.validation);
    expect(res.body.data).toEqual({ fields: expect.arrayContaining([{ field, message }]) });
  });

  it('locks an account for one IP after five failures, not for everyone', async () => {
    const { email, password } = await registerAccount();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await loginWithPassword(email, 'Wrong#Pass1', { ip: attacker })).body.code).toBe(
        ApiCode.badCredentials,
      );
    }
    const locked = await loginWithPassword(email, password, { ip: attacker });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ApiCode.loginLocked);
    expect(locked.body.data).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(
      (locked.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds,
    ).toBeLessThanOrEqual(60);
    expect(locked.body.message).toContain('登录失败次数过多');
    expect((await loginWithPassword(email, password, { ip: randomIp() })).body.code).toBe(0);
  });

  it('skips the captcha check only when CAPTCHA=off', async () => {
    const { email, password } = await registerAccount();
    const body = { username: email, password, captchaId: 'none', captchaCode: 'none' };
    expect((await call(login, '/sys-api/login', { body })).body.code).toBe(ApiCode.captchaInvalid);
    process.env.CAPTCHA = 'off';
    try {
      expect((await call<LoginResponse>(login, '/sys-api/login', { body })).body.code).toBe(0);
    } finally {
      delete process.env.CAPTCHA;
    }
  });
});
