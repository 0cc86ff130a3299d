import 'server-only';
import { readCookie, unsealWebSession } from '@/lib/server/http/web-session-transport';
import { getDb } from '@/lib/server/db/client';
import { WEB_SESSION_COOKIE } from './web-session-cookie';
import { checkToken } from './tokens';

/**
 * Whether the request's session cookie still holds a token the server honours. /api/web-session/end clears only a
 * dead session's cookies: it is a GET, so a link from another site must not be able to end a live session.
 */
export async function webSessionIsLive(headers: Headers): Promise<boolean> {
  const session = await unsealWebSession(readCookie(headers, WEB_SESSION_COOKIE));
  if (!session?.token) return false;
  return (await checkToken(await getDb(), session.token)).ok;
}
