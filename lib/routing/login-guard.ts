import { deviceOfPath, devicePath, isMobilePath } from './device-path.mjs';
import { isLoginRequired } from './paths';
import { safeRedirectPath } from './safe-redirect';

export interface GuardInput {
  path: string;
  search: string;
  handheld: boolean;
  hasSession: boolean;
}

const LOGIN = '/login';
const LOGIN_PAGES = new Set([LOGIN, devicePath(LOGIN, 'phone')]);

export const sessionMatters = (path: string) => LOGIN_PAGES.has(path) || isLoginRequired(path);

/**
 * The optimistic guard: it only reads the cookie. The console layout and every API handler verify the session
 * again on the server, so a proxy bypass exposes nothing.
 */
export function loginGuard({ path, search, handheld, hasSession }: GuardInput): string | null {
  if (LOGIN_PAGES.has(path)) {
    if (!hasSession) return null;
    const target = safeRedirectPath(new URLSearchParams(search).get('redirect'));
    if (target && !LOGIN_PAGES.has(target.split('?')[0] ?? '')) return target;
    return devicePath('/dashboard', deviceOfPath(path));
  }
  if (!hasSession && isLoginRequired(path)) {
    const login = devicePath(LOGIN, handheld || isMobilePath(path) ? 'phone' : 'desktop');
    return `${login}?redirect=${encodeURIComponent(path + search)}`;
  }
  return null;
}
