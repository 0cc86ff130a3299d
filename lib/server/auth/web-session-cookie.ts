import 'server-only';
import { unsealData, type SessionOptions } from 'iron-session';
import { sessionSecret } from './session-secret';

export const SESSION_COOKIE = 'dh_session';
/** The cookie lives as long as a token can (the absolute limit); the server decides whether the token still holds. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionData {
  token?: string;
  userId?: string;
  corpId?: string;
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
      sameSite: 'lax',
      path: '/',
    },
  };
}

/** True when the cookie unseals with our secret, is within its lifetime and carries a token. */
export async function isSealedSessionValid(sealed: string | undefined): Promise<boolean> {
  if (!sealed) return false;
  try {
    const data = await unsealData<SessionData>(sealed, {
      password: sessionSecret(),
      ttl: SESSION_TTL_SECONDS,
    });
    return typeof data.token === 'string' && data.token.length > 0;
  } catch {
    return false;
  }
}
