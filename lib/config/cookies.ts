/**
 * Set beside the httpOnly session cookie at login and cleared at logout. It holds no secret: it only lets static
 * pages choose where the free-trial button leads and show the console entry. The session itself is checked on the
 * server.
 */
export const LOGGED_IN_HINT_COOKIE = 'dh_li';

export function hasLoggedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${LOGGED_IN_HINT_COOKIE}=1`));
}

/**
 * The language a signed-in user chose for the console and the auth pages (`zh` or `en`). Switching the host
 * instead would lose the session, whose cookie belongs to one host. The proxy reads it (lib/routing).
 */
export const LANGUAGE_COOKIE = 'dh_lang';

/** A year: a preference, not a session. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function languageCookie(locale: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax${secure ? '; secure' : ''}`;
}
