import 'server-only';
import type { NextResponse } from 'next/server';
import type { WebSessionData } from '@/lib/server/auth/web-session-cookie';

type CookieOptions = NonNullable<Parameters<NextResponse['cookies']['set']>[2]>;
export type ResponseCookie = { name: string; value: string; options: CookieOptions };

/** What an answer does besides its data: start or end the web session, set cookies. */
export interface ResponseEffects {
  webSession?: WebSessionData | 'end';
  cookies?: ResponseCookie[];
}

const EFFECTS = Symbol('response effects');

export interface WithEffects<T> {
  [EFFECTS]: ResponseEffects;
  data: T;
}

/**
 * Domain code answers results; a handler that must also start a web session or set a cookie wraps its data here,
 * and the route wrapper turns the effects into cookies, only when the call succeeds.
 */
export const withEffects = <T>(data: T, effects: ResponseEffects): WithEffects<T> => ({
  [EFFECTS]: effects,
  data,
});

export function splitEffects(result: unknown): { data: unknown; effects: ResponseEffects } {
  if (result && typeof result === 'object' && EFFECTS in result) {
    const wrapped = result as WithEffects<unknown>;
    return { data: wrapped.data, effects: wrapped[EFFECTS] };
  }
  return { data: result, effects: {} };
}
