import { isLoginRequired } from './paths';
import { safeRedirectPath } from './safe-redirect';

export interface GuardInput {
  path: string;
  search: string;
  handheld: boolean;
  hasSession: boolean;
}

const LOGIN_PAGES = new Set(['/login', '/mobile/login']);

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
    return path === '/mobile/login' ? '/mobile/dashboard' : '/dashboard';
  }
  if (!hasSession && isLoginRequired(path)) {
    const login = handheld || path.startsWith('/mobile/') ? '/mobile/login' : '/login';
    return `${login}?redirect=${encodeURIComponent(path + search)}`;
  }
  return null;
}
