const AUTH_PAGES = new Set([
  '/login',
  '/register',
  '/reset',
  '/mobile/login',
  '/mobile/register',
  '/mobile/reset',
]);
const RESET_PAGES = new Set(['/reset', '/mobile/reset']);

export const RETURN_PATH_KEY = 'returnPath';

const pathOf = (fullPath: string) => fullPath.split(/[?#]/)[0] ?? fullPath;

export const isAuthPage = (fullPath: string) => AUTH_PAGES.has(pathOf(fullPath));

/**
 * Spec §2 "Return after login": leaving an ordinary page remembers it; leaving a reset page resets the memory
 * to the root; leaving login or register keeps what was remembered.
 */
export function nextReturnPath(leaving: string, remembered: string | null): string | null {
  if (RESET_PAGES.has(pathOf(leaving))) return '/';
  if (isAuthPage(leaving)) return remembered;
  return leaving;
}
