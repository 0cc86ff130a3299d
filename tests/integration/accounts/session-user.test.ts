import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as logout } from '@/app/api/sys-api/logout/route';
import { getWebSessionUser as webSessionUser } from '@/features/accounts/server/web-session-user';
import { corporationUsage } from '@/app/_compose/plans-ports';
import { ORIGIN, call } from '@/tests/integration/support/api';
import { loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

const getWebSessionUser = () => webSessionUser(corporationUsage);

// getWebSessionUser reads the request's cookies through next/headers; here the jar is a plain map.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

async function webLogin(account: { email: string; password: string }) {
  const { setCookies } = await loginWithPassword(account.email, account.password, {
    headers: { 'x-dh-client': 'web', origin: ORIGIN },
  });
  const sealed = setCookies.get('dh_session')!.split(';')[0]!.slice('dh_session='.length);
  return decodeURIComponent(sealed);
}

describe('getWebSessionUser (the console layout’s check)', () => {
  beforeEach(() => jar.clear());

  it('answers none without a cookie and expired for a forged one', async () => {
    expect(await getWebSessionUser()).toEqual({ error: 'none' });
    jar.set('dh_session', 'Fe26.2*forged');
    expect(await getWebSessionUser()).toEqual({ error: 'expired' });
  });

  it('returns the user and the trial limits for a live session', async () => {
    const account = await registerAccount({ companyName: 'Console Co' });
    jar.set('dh_session', await webLogin(account));
    const result = await getWebSessionUser();
    expect(result).toMatchObject({
      user: { email: account.email, companyName: 'Console Co' },
      limits: { trial: true, trialDaysRemaining: 14 },
    });
  });

  it('tells a session replaced by a newer login from one that ended', async () => {
    const account = await registerAccount();
    const first = await webLogin(account);
    const second = await webLogin(account);
    jar.set('dh_session', first);
    expect(await getWebSessionUser()).toEqual({ error: 'elsewhere' });
    jar.set('dh_session', second);
    await call(logout, '/sys-api/logout', {
      body: {},
      cookie: `dh_session=${encodeURIComponent(second)}`,
      headers: { origin: ORIGIN },
    });
    expect(await getWebSessionUser()).toEqual({ error: 'expired' });
  });
});
