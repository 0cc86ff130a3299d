import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
import { describe, expect, it, vi } from 'vitest';
import { POST as reportWarning } from '@/app/api/common/reportWarning/route';
import { GET as endSession } from '@/app/api/web-session/end/route';
import { POST as logout } from '@/app/api/sys-api/logout/route';
import { GET as userInfo } from '@/app/api/sys-api/user/info/route';
import { GET as userLimits } from '@/app/api/sys-api/user/limits/route';
import { ApiCode } from '@/lib/contract/codes';
import { readCookie } from '@/lib/server/http/web-session-transport';
import { getWebSessionUser } from '@/features/accounts/server/web-session-user';
import { corporationUsage } from '@/app/_compose/plans-ports';
import { ORIGIN, call, cookiePair } from '@/tests/integration/support/api';
import { loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

// A cookie whose value is not valid percent-encoding is treated as absent: never a 500.
const BROKEN = 'dh_session=%zz';

// The console layout reads cookies through next/headers: here through Next's own cookie parser.
const layoutCookies = vi.hoisted(() => ({ header: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => new RequestCookies(new Headers({ cookie: layoutCookies.header })),
}));

describe('a session cookie that does not decode', () => {
  it('counts as no login on the calls that need one', async () => {
    for (const [handler, path] of [
      [userInfo, '/sys-api/user/info'],
      [userLimits, '/sys-api/user/limits'],
    ] as const) {
      const { status, body } = await call(handler, path, { cookie: BROKEN });
      expect(status).toBe(401);
      expect(body.code).toBe(ApiCode.unauthenticated);
    }
  });

  it('does not stop a logout or an error report', async () => {
    const out = await call(logout, '/sys-api/logout', { method: 'POST', cookie: BROKEN });
    expect(out.status).toBe(200);
    expect(out.body.code).toBe(0);
    const report = {
      content: { platform: 'web', uuid: crypto.randomUUID(), timestamp: Date.now(), text: 'TypeError' },
    };
    const reported = await call(reportWarning, '/common/reportWarning', { body: report, cookie: BROKEN });
    expect(reported.body.code).toBe(0);
  });

  it('is cleared by /api/session/end like any dead session', async () => {
    const response = await endSession(
      new Request(`${ORIGIN}/api/session/end?next=/dashboard`, {
        headers: { host: 'localhost:3000', cookie: BROKEN },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/dh_session=;/);
  });

  it('is no session to the console layout’s check', async () => {
    layoutCookies.header = BROKEN;
    expect(await getWebSessionUser(corporationUsage)).toEqual({ error: 'none' });
  });

  it('gives way to a whole cookie of the same name', () => {
    const headers = new Headers({ cookie: 'dh_session=%zz; other=1; dh_session=a%2Fb' });
    expect(readCookie(headers, 'dh_session')).toBe('a/b');
    expect(readCookie(new Headers({ cookie: BROKEN }), 'dh_session')).toBeUndefined();
  });
});

describe('a device cookie that does not decode', () => {
  it('is ignored by the login', async () => {
    const { email, password } = await registerAccount();
    const { status, body, setCookies } = await loginWithPassword(email, password, {
      cookie: 'dh_device=%zz',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(cookiePair(setCookies, 'dh_device')).toMatch(/^dh_device=\S+\.\S+\.\S+$/);
  });
});
