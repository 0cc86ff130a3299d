/**
 * Set beside the httpOnly session cookie at login and cleared at logout. It holds no secret: it only lets static
 * pages choose where the free-trial button leads. The session itself is checked on the server.
 */
export const LOGGED_IN_HINT_COOKIE = 'dh_li';

export function hasLoggedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${LOGGED_IN_HINT_COOKIE}=1`));
}
