import 'server-only';
import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { sessionSecret } from '@/lib/server/auth/session-secret';

// The operator's sealed cookie. Its own name, its own key (derived from the session secret with another purpose)
// and a `purpose` inside: a customer's cookie never unseals as an operator's, nor the reverse.

export const OPERATOR_COOKIE = 'dh_operator';
/** An operator signs in again every working day. */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 60 * 60;
const PURPOSE = 'operator-session';

export interface OperatorCookieData {
  purpose: typeof PURPOSE;
  sessionId: string;
  secret: string;
}

/** A key of its own, so that the customer cookie's key never opens this seal. */
export const operatorSealPassword = (purpose = PURPOSE) =>
  createHash('sha256').update(`${purpose}\0${sessionSecret()}`).digest('hex');

export const sealOperatorCookie = (sessionId: string, secret: string) =>
  sealData({ purpose: PURPOSE, sessionId, secret } satisfies OperatorCookieData, {
    password: operatorSealPassword(),
    ttl: OPERATOR_SESSION_TTL_SECONDS,
  });

export async function unsealOperatorCookie(sealed: string | undefined): Promise<OperatorCookieData | null> {
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<OperatorCookieData>>(sealed, {
      password: operatorSealPassword(),
      ttl: OPERATOR_SESSION_TTL_SECONDS,
    });
    if (data.purpose !== PURPOSE || typeof data.sessionId !== 'string' || typeof data.secret !== 'string')
      return null;
    return data as OperatorCookieData;
  } catch {
    return null;
  }
}

export const operatorCookieOptions = () => ({
  httpOnly: true,
  secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
  sameSite: 'strict' as const,
  path: '/',
});

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
