import 'server-only';
import { cookies } from 'next/headers';
import { checkToken } from '@/lib/server/auth/tokens';
import { WEB_SESSION_COOKIE } from '@/lib/server/auth/web-session-cookie';
import { getDb } from '@/lib/server/db/client';
import { unsealWebSession } from '@/lib/server/http/web-session-transport';

/**
 * The signed-in customer reading a forum page, or null: the page shows them their own posts under review and the
 * writing forms. Checked against the token table like every API call (a revoked session reads as a visitor).
 */
export async function communityViewer(): Promise<{ userId: string; corpId: string } | null> {
  const session = await unsealWebSession((await cookies()).get(WEB_SESSION_COOKIE)?.value);
  if (!session?.token) return null;
  const check = await checkToken(await getDb(), session.token);
  return check.ok ? { userId: check.userId, corpId: check.corpId } : null;
}
