import 'server-only';
import { readCookie, unsealSession } from '../api/session-transport';
import { getDb } from '../db/client';
import { SESSION_COOKIE } from '../session-cookie';
import { checkToken } from './tokens';

/**
 * Whether the request's session cookie still holds a token the server honours. /api/session/end clears only a
 * dead session's cookies: it is a GET, so a link from another site must not be able to end a live session.
 */
export async function webSessionIsLive(headers: Headers): Promise<boolean> {
  const session = await unsealSession(readCookie(headers, SESSION_COOKIE));
  if (!session?.token) return false;
  return (await checkToken(await getDb(), session.token)).ok;
}
