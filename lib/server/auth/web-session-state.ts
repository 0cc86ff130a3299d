import 'server-only';
import { readCookie, unsealSession } from '@/lib/server/http/session-transport';
import { getDb } from '@/lib/server/db/client';
import { SESSION_COOKIE } from './web-session-cookie';
import { checkToken } from './tokens';

/**
 * Whether the request's session cookie still holds a token the server honours. /api/web-session/end clears only a
 * dead session's cookies: it is a GET, so a link from another site must not be able to end a live session.
 */
export async function webSessionIsLive(headers: Headers): Promise<boolean> {
  const session = await unsealSession(readCookie(headers, SESSION_COOKIE));
  if (!session?.token) return false;
  return (await checkToken(await getDb(), session.token)).ok;
}
