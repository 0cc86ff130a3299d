import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { UserInfo, UserLimits } from '@/features/accounts/contract';
import { userLimits } from './limits';
import type { UsageReader } from './usage';
import { checkToken } from '@/lib/server/auth/tokens';
import { userInfoById } from './users';
import { ApiFailure } from '@/lib/server/http/failure';
import { unsealWebSession } from '@/lib/server/http/web-session-transport';
import { getDb } from '@/lib/server/db/client';
import { WEB_SESSION_COOKIE } from '@/lib/server/auth/web-session-cookie';

export type WebSessionUser =
  { user: UserInfo; limits?: UserLimits } | { error: 'none' | 'expired' | 'elsewhere' };

/**
 * The console layout's server-side check: the sealed cookie must hold a token that the database still honours.
 * 'none': no session at all; 'expired' / 'elsewhere': the session ended (send the visitor through
 * /api/web-session/end so both cookies go). Cached per request: the layout and the page share one check.
 * `readUsage` comes from the app layer, which may reach the sessions feature that counts the usage.
 */
export const getWebSessionUser = cache(async (readUsage: UsageReader): Promise<WebSessionUser> => {
  const jar = await cookies();
  const sealed = jar.get(WEB_SESSION_COOKIE)?.value;
  if (!sealed) return { error: 'none' };
  const session = await unsealWebSession(sealed);
  if (!session?.token) return { error: 'expired' };
  const db = await getDb();
  const check = await checkToken(db, session.token);
  if (!check.ok) return { error: check.error === 'elsewhere' ? 'elsewhere' : 'expired' };
  try {
    const [user, limits] = await Promise.all([
      userInfoById(db, check.userId),
      userLimits(db, check.userId, readUsage),
    ]);
    return { user, limits };
  } catch (error) {
    // The account was removed while its token lived: the session is over.
    if (error instanceof ApiFailure) return { error: 'expired' };
    throw error;
  }
});
