import { deviceOfPath, devicePath, isMobilePath } from './device-path.mjs';
import { isLoginRequired } from './paths';
import { isAuthPage } from './return-path';
import { safeRedirectPath } from './safe-redirect';

export interface GuardInput {
  path: string;
  search: string;
  handheld: boolean;
  hasSession: boolean;
}

export const sessionMatters = (path: string) => isAuthPage(path) || isLoginRequired(path);

/**
 * The optimistic guard: it only reads the cookie. The console layout and every API handler verify the session
 * again on the server, so a proxy bypass exposes nothing. A logged-in visitor has nothing to do on the login,
 * register or reset pages, so they lead on to where a login would have led.
 */
export function loginGuard({ path, search, handheld, hasSession }: GuardInput): string | null {
  if (isAuthPage(path)) {
    if (!hasSession) return null;
    const target = safeRedirectPath(new URLSearchParams(search).get('redirect'));
    if (target && !isAuthPage(target)) return target;
    return devicePath('/dashboard', deviceOfPath(path));
  }
  if (!hasSession && isLoginRequired(path)) {
    const login = devicePath('/login', handheld || isMobilePath(path) ? 'phone' : 'desktop');
    return `${login}?redirect=${encodeURIComponent(path + search)}`;
  }
  return null;
}
