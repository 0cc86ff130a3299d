import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/sys-api/login/route';
import { ApiCode } from '@/lib/contract/codes';
import { clientAccountKey, loginLimits } from '@/features/accounts/server/login-throttle';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { call, cookiePair, randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { freshCaptcha, loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

const WRONG = 'Wrong#Pass1';

const retryAfter = (body: { data: unknown }) =>
  (body.data as { retryAfterSeconds: number }).retryAfterSeconds;

/** Logs in once, as the owner does on their own browser, and returns that browser's device cookie. */
async function ownersDevice(email: string, password: string, ip: string) {
  const { body, setCookies } = await loginWithPassword(email, password, { ip });
  expect(body.code).toBe(0);
  const line = setCookies.get('dh_device')!;
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/SameSite=strict/i);
  expect(line).toMatch(/Max-Age=31536000/);
  return cookiePair(setCookies, 'dh_device');
}

describe('login throttling per account', () => {
  it('locks an account for strangers after 30 failures from many IPs, but not for its owner’s browser', async () => {
    const { email, password } = await registerAccount();
    const ownerIp = randomIp();
    const device = await ownersDevice(email, password, ownerIp);
    for (let i = 0; i < 30; i++)
      expect((await loginWithPassword(email, WRONG, { ip: randomIp() })).body.code).toBe(
        ApiCode.badCredentials,
      );
    const stranger = await loginWithPassword(email, password, { ip: randomIp() });
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe(ApiCode.loginLocked);
    expect(retryAfter(stranger.body)).toBeLessThanOrEqual(5 * 60);
    // Also the owner on a new network: what lets them in is the device cookie, not the IP.
    expect((await loginWithPassword(email, password, { ip: ownerIp })).body.code).toBe(ApiCode.loginLocked);
    const owner = await loginWithPassword(email, password, { ip: randomIp(), cookie: device });
    expect(owner.body.code).toBe(0);
  });

  it('trusts only a device cookie signed by the server for this very account', async () => {
    const victim = await registerAccount();
    const other = await registerAccount();
    const otherDevice = await ownersDevice(other.email, other.password, randomIp());
    const victimDevice = await ownersDevice(victim.email, victim.password, randomIp());
    for (let i = 0; i < 30; i++) await loginWithPassword(victim.email, WRONG, { ip: randomIp() });
    const tampered = victimDevice.slice(0, -2) + (victimDevice.endsWith('AA') ? 'BB' : 'AA');
    const [userId, deviceId] = victimDevice.slice('dh_device='.length).split('.');
    const unsigned = `dh_device=${userId}.${deviceId}.${'A'.repeat(43)}`;
    for (const cookie of [otherDevice, tampered, unsigned]) {
      const { body } = await loginWithPassword(victim.email, victim.password, { ip: randomIp(), cookie });
      expect(body.code).toBe(ApiCode.loginLocked);
    }
  });

  it('still locks a trusted browser that keeps failing on the account', async () => {
    const { email, password } = await registerAccount();
    const device = await ownersDevice(email, password, randomIp());
    const ip = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await loginWithPassword(email, WRONG, { ip, cookie: device })).body.code).toBe(
        ApiCode.badCredentials,
      );
    const locked = await loginWithPassword(email, password, { ip: randomIp(), cookie: device });
    expect(locked.body.code).toBe(ApiCode.loginLocked);
    // Another browser is not affected by that one's failures.
    expect((await loginWithPassword(email, password, { ip: randomIp() })).body.code).toBe(0);
  });
});

describe('login throttling per IP', () => {
  it('stops one IP after 100 failures across accounts, for every account', async () => {
    const ip = randomIp();
    const { email, password } = await registerAccount();
    process.env.CAPTCHA = 'off';
    try {
      const attempt = (username: string, pass: string) =>
        call(login, '/sys-api/login', {
          ip,
          body: { username, password: pass, captchaId: 'off', captchaCode: 'off' },
        });
      for (let i = 0; i < 100; i++)
        expect((await attempt(uniqueEmail('sweep'), WRONG)).body.code).toBe(ApiCode.badCredentials);
      const blocked = await attempt(email, password);
      expect(blocked.body.code).toBe(ApiCode.loginLocked);
      expect(retryAfter(blocked.body)).toBeGreaterThan(60);
    } finally {
      delete process.env.CAPTCHA;
    }
    expect((await loginWithPassword(email, password, { ip: randomIp() })).body.code).toBe(0);
  });

  it('locks one IP out of one account for longer after each lockout', async () => {
    const { email, password, user } = await registerAccount();
    const ip = randomIp();
    const key = clientAccountKey({ account: `user:${user.userId}`, ip, device: null });
    const locks: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) await loginWithPassword(email, WRONG, { ip });
      const locked = await loginWithPassword(email, password, { ip });
      expect(locked.body.code).toBe(ApiCode.loginLocked);
      locks.push(retryAfter(locked.body));
      // The lock runs out (its key expires); the count of lockouts stays.
      await (await limiter(loginLimits.perClientAccount)).delete(key);
    }
    expect(locks[0]).toBeLessThanOrEqual(60);
    expect(locks[1]).toBeGreaterThan(60);
    expect(locks[1]).toBeLessThanOrEqual(120);
    expect(locks[2]).toBeGreaterThan(120);
    expect(locks[2]).toBeLessThanOrEqual(240);
  });

  it('lets no more than five of a burst of parallel guesses through', async () => {
    const { email, password } = await registerAccount();
    const ip = randomIp();
    const captchas = await Promise.all(Array.from({ length: 12 }, () => freshCaptcha()));
    const answers = await Promise.all(
      captchas.map((captcha) =>
        call(login, '/sys-api/login', { ip, body: { username: email, password: WRONG, ...captcha } }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === ApiCode.badCredentials)).toHaveLength(5);
    expect(codes.filter((code) => code === ApiCode.loginLocked)).toHaveLength(7);
    expect((await loginWithPassword(email, password, { ip })).body.code).toBe(ApiCode.loginLocked);
  });

  it('counts +86…, 86… and the bare mobile number as one login name', async () => {
    const ip = randomIp();
    const forms = ['+8613712345678', '8613712345678', '13712345678', ' 13712345678 ', '+8613712345678'];
    for (const username of forms)
      expect((await loginWithPassword(username, WRONG, { ip })).body.code).toBe(ApiCode.badCredentials);
    expect((await loginWithPassword('13712345678', WRONG, { ip })).body.code).toBe(ApiCode.loginLocked);
  });

  it('does not count a wrong captcha as a failed login', async () => {
    const { email, password } = await registerAccount();
    const ip = randomIp();
    for (let i = 0; i < 6; i++) {
      const { body } = await call(login, '/sys-api/login', {
        ip,
        body: {
          username: email,
          password: WRONG,
          captchaId: (await freshCaptcha()).captchaId,
          captchaCode: 'zz',
        },
      });
      expect(body.code).toBe(ApiCode.captchaInvalid);
    }
    expect((await loginWithPassword(email, password, { ip })).body.code).toBe(0);
  });
});
