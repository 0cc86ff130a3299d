import 'server-only';
import { unsealData, type SessionOptions } from 'iron-session';
import { sessionSecret } from './session-secret';

export const WEB_SESSION_COOKIE = 'dh_session';
/** The cookie lives as long as a token can (the absolute limit); the server decides whether the token still holds. */
export const WEB_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface WebSessionData {
  token?: string;
  userId?: string;
  corpId?: string;
}

export function webSessionOptions(): SessionOptions {
  return {
    cookieName: WEB_SESSION_COOKIE,
    password: sessionSecret(),
    ttl: WEB_SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
      sameSite: 'lax',
      path: '/',
    },
  };
}

/** True when the cookie unseals with our secret, is within its lifetime and carries a token. */
export async function isWebSessionCookieValid(sealed: string | undefined): Promise<boolean> {
  if (!sealed) return false;
  try {
    const data = await unsealData<WebSessionData>(sealed, {
      password: sessionSecret(),
      ttl: WEB_SESSION_TTL_SECONDS,
    });
    return typeof data.token === 'string' && data.token.length > 0;
  } catch {
    return false;
  }
}
