import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { NextResponse } from 'next/server';
import { LOGGED_IN_HINT_COOKIE } from '@/lib/config/cookies';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionOptions,
  type SessionData,
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

export async function unsealSession(sealed: string | undefined): Promise<SessionData | null> {
  if (!sealed) return null;
  try {
    const options = sessionOptions();
    const data = await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl });
    return typeof data.token === 'string' && data.token ? data : null;
  } catch {
    return null;
  }
}

/** iron-session's own rule: the cookie expires a minute before the seal does. */
const cookieMaxAge = () => SESSION_TTL_SECONDS - 60;

export async function setSessionCookies(response: NextResponse, data: SessionData): Promise<void> {
  const options = sessionOptions();
  const sealed = await sealData(data, { password: options.password, ttl: options.ttl });
  const { httpOnly, secure, sameSite, path } = options.cookieOptions ?? {};
  response.cookies.set(SESSION_COOKIE, sealed, { httpOnly, secure, sameSite, path, maxAge: cookieMaxAge() });
  response.cookies.set(LOGGED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    secure,
    sameSite,
    path,
    maxAge: cookieMaxAge(),
  });
}

export function clearSessionCookies(response: NextResponse): void {
  const { secure, sameSite, path } = sessionOptions().cookieOptions ?? {};
  response.cookies.set(SESSION_COOKIE, '', { httpOnly: true, secure, sameSite, path, maxAge: 0 });
  response.cookies.set(LOGGED_IN_HINT_COOKIE, '', { httpOnly: false, secure, sameSite, path, maxAge: 0 });
}
