import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { NextResponse } from 'next/server';
import { LOGGED_IN_HINT_COOKIE } from '@/lib/config/cookies';
import {
  WEB_SESSION_COOKIE,
  WEB_SESSION_TTL_SECONDS,
  webSessionOptions,
  type WebSessionData,
} from '@/lib/server/auth/web-session-cookie';

// The web session travels in two cookies: the sealed httpOnly `dh_session` holding the token, and the harmless
// `dh_li=1` hint that static pages read. They are always set and cleared together.

/** A value that does not decode (`%zz`) counts as absent, as in Next's own parser (proxy.ts, next/headers). */
export function readCookie(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // URIError: look on, a later cookie of the same name may be whole.
    }
  }
  return undefined;
}

export async function unsealWebSession(sealed: string | undefined): Promise<WebSessionData | null> {
  if (!sealed) return null;
  try {
    const options = webSessionOptions();
    const data = await unsealData<WebSessionData>(sealed, { password: options.password, ttl: options.ttl });
    return typeof data.token === 'string' && data.token ? data : null;
  } catch {
    return null;
  }
}

/** iron-session's own rule: the cookie expires a minute before the seal does. */
const cookieMaxAge = () => WEB_SESSION_TTL_SECONDS - 60;

export async function setWebSessionCookies(response: NextResponse, data: WebSessionData): Promise<void> {
  const options = webSessionOptions();
  const sealed = await sealData(data, { password: options.password, ttl: options.ttl });
  const { httpOnly, secure, sameSite, path } = options.cookieOptions ?? {};
  response.cookies.set(WEB_SESSION_COOKIE, sealed, {
    httpOnly,
    secure,
    sameSite,
    path,
    maxAge: cookieMaxAge(),
  });
  response.cookies.set(LOGGED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    secure,
    sameSite,
    path,
    maxAge: cookieMaxAge(),
  });
}

export function clearWebSessionCookies(response: NextResponse): void {
  const { secure, sameSite, path } = webSessionOptions().cookieOptions ?? {};
  response.cookies.set(WEB_SESSION_COOKIE, '', { httpOnly: true, secure, sameSite, path, maxAge: 0 });
  response.cookies.set(LOGGED_IN_HINT_COOKIE, '', { httpOnly: false, secure, sameSite, path, maxAge: 0 });
}
