import { describe, expect, it } from 'vitest';
import { GET as unlock } from '@/app/api/sys-api/login/unlock/route';
import { ApiCode } from '@/lib/contract/codes';
import { siteOrigins } from '@/lib/seo/site-origins';
import { loginLimits } from '@/features/accounts/server/login-throttle';
import { UNLOCK_PATH, unlockToken } from '@/features/accounts/server/unlock-link';
import { ORIGIN, outbox, randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

const WRONG = 'Wrong#Pass1';
const ACCOUNT_LIMIT = loginLimits.perAccount.points;

/** Strangers on ever new addresses, each guessing once: what sets off the account-wide lock. */
async function strangersFail(email: string, times = ACCOUNT_LIMIT) {
  for (let i = 0; i < times; i++)
    expect((await loginWithPassword(email, WRONG, { ip: randomIp() })).body.code).toBe(
      ApiCode.badCredentials,
    );
}

const unlockMails = async (email: string) =>
  (await outbox(email)).filter((mail) => mail.text.includes(UNLOCK_PATH));

/** Opens a link as the browser does, and returns the cookie it was given, if any. */
async function openLink(link: string) {
  const url = new URL(link);
  const response = await unlock(new Request(`${ORIGIN}${url.pathname}${url.search}`));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/login');
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('dh_device='));
  return line?.split(';')[0];
}

describe('the account-wide login lock', () => {
  it('cannot keep the owner out: the mailed link lets a new browser in while strangers go on failing', async () => {
    const { email, password } = await registerAccount();
    await strangersFail(email);
    const newBrowser = await loginWithPassword(email, password, { ip: randomIp(), query: { lang: 'en' } });
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.body.code).toBe(ApiCode.loginLocked);
    expect(newBrowser.body.message).toMatch(/open the link we have emailed/);

    const [mail, ...more] = await unlockMails(email);
    expect(more).toHaveLength(0);
    const links = mail!.text.match(/https?:\/\/\S+/g)!;
    const origins = siteOrigins();
    expect(links).toEqual([
      expect.stringMatching(`^${origins.zh}${UNLOCK_PATH}\\?t=`),
      expect.stringMatching(`^${origins.en}${UNLOCK_PATH}\\?t=`),
    ]);
    const device = await openLink(links[0]!);
    expect(device).toBeDefined();
    expect((await loginWithPassword(email, password, { ip: randomIp(), cookie: device })).body.code).toBe(0);

    // The strangers keep at it: they stay locked out, the owner's browser does not.
    for (let i = 0; i < 5; i++)
      expect((await loginWithPassword(email, WRONG, { ip: randomIp() })).body.code).toBe(ApiCode.loginLocked);
    expect((await loginWithPassword(email, password, { ip: randomIp(), cookie: device })).body.code).toBe(0);
  });

  it('mails the owner once a quarter-hour however often strangers run into it', async () => {
    const { email } = await registerAccount();
    await strangersFail(email);
    for (let i = 0; i < 5; i++)
      expect((await loginWithPassword(email, WRONG, { ip: randomIp() })).body.code).toBe(ApiCode.loginLocked);
    expect(await unlockMails(email)).toHaveLength(1);
  });

  it('answers a name without an account the same way, and mails nobody', async () => {
    const email = uniqueEmail('nobody');
    await strangersFail(email);
    const locked = await loginWithPassword(email, WRONG, { ip: randomIp(), query: { lang: 'en' } });
    expect(locked.body.code).toBe(ApiCode.loginLocked);
    expect(locked.body.message).toMatch(/open the link we have emailed/);
    expect(await outbox(email)).toHaveLength(0);
  });
});

describe('unlock links', () => {
  it('open nothing when forged, altered, expired or for another account', async () => {
    const victim = await registerAccount();
    const other = await registerAccount();
    await strangersFail(victim.email);
    const token = unlockToken(victim.user.userId);
    const link = (t: string) => `${ORIGIN}${UNLOCK_PATH}?t=${encodeURIComponent(t)}`;
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const expired = unlockToken(victim.user.userId, new Date(Date.now() - 25 * 3600 * 1000));
    const [, expires, signature] = token.split('.');
    const renamed = `${other.user.userId}.${expires}.${signature}`;
    for (const bad of [altered, expired, renamed, 'nonsense', ''])
      expect(await openLink(link(bad))).toBeUndefined();
    // A genuine link for another account gives a device cookie for that account only.
    const otherDevice = await openLink(link(unlockToken(other.user.userId)));
    const { body } = await loginWithPassword(victim.email, victim.password, {
      ip: randomIp(),
      cookie: otherDevice,
    });
    expect(body.code).toBe(ApiCode.loginLocked);
  });
});
