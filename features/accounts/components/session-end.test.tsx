import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webApiClient, configureWebClient } from '@/lib/api-client/web-client';
import { accountPaths } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { fail, server, setUpApiServer } from './api-server';

setUpApiServer();

describe('a session ended on the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [ApiCode.loggedInElsewhere, 'elsewhere', 'logged in elsewhere'],
    [ApiCode.loginExpired, 'expired', 'login expired'],
  ])('code %s: says why, forgets the user and goes to the login page', async (code, reason, text) => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/dashboard',
      search: '',
      origin: 'http://localhost:3000',
      assign,
    });
    const notify = vi.fn();
    configureWebClient({
      notify,
      messages: {
        unknownError: 'unknown',
        loginExpired: 'login expired',
        loggedInElsewhere: 'logged in elsewhere',
      },
    });
    localStorage.setItem('userInfo', JSON.stringify({ userId: 'u1', corpId: 'c1' }));
    sessionStorage.setItem('userLimits', '{}');
    server.use(http.get('*/api/sys-api/user/limits', () => fail(code, 'ended')));

    await expect(webApiClient().get(accountPaths.userLimits)).rejects.toMatchObject({ kind: 'session' });
    expect(notify).toHaveBeenCalledWith(text);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(sessionStorage.getItem('userLimits')).toBeNull();
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledWith(`/login?reason=${reason}&redirect=%2Fdashboard`),
      {
        timeout: 3000,
      },
    );
  });
});
