import 'server-only';
import { cookies } from 'next/headers';
import type { UserInfo, UserLimits } from '@/lib/contract/accounts';
import { userLimits } from './accounts/limits';
import { checkToken } from './accounts/tokens';
import { userInfoById } from './accounts/users';
import { ApiFailure } from './api/failure';
import { unsealSession } from './api/session-transport';
import { getDb } from './db/client';
import { SESSION_COOKIE } from './session-cookie';

export type SessionUser =
  { user: UserInfo; limits?: UserLimits } | { error: 'none' | 'expired' | 'elsewhere' };

/**
 * The console layout's server-side check: the sealed cookie must hold a token that the database still honours.
 * 'none': no session at all; 'expired' / 'elsewhere': the session ended (send the visitor through
 * /api/session/end so both cookies go).
 */
export async function getSessionUser(): Promise<SessionUser> {
  const jar = await cookies();
  const sealed = jar.get(SESSION_COOKIE)?.value;
  if (!sealed) return { error: 'none' };
  const session = await unsealSession(sealed);
  if (!session?.token) return { error: 'expired' };
  const db = await getDb();
  const check = await checkToken(db, session.token);
  if (!check.ok) return { error: check.error === 'elsewhere' ? 'elsewhere' : 'expired' };
  try {
    const [user, limits] = await Promise.all([userInfoById(db, check.userId), userLimits(db, check.userId)]);
    return { user, limits };
  } catch (error) {
    // The account was removed while its token lived: the session is over.
    if (error instanceof ApiFailure) return { error: 'expired' };
    throw error;
  }
}
