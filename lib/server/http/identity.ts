import 'server-only';
import { checkToken } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db/client';
import { WEB_SESSION_COOKIE } from '@/lib/server/auth/web-session-cookie';
import { readCookie, unsealWebSession } from './web-session-transport';

export interface Identity {
  userId: string;
  corpId: string;
  tokenId: string;
  /** The token came from the sealed session cookie (the web app), not from `?token=` or a Bearer header. */
  viaCookie: boolean;
}

export interface ResolvedIdentity {
  identity: Identity | null;
  /** A credential was sent but does not hold. */
  failure?: 'none' | 'expired' | 'elsewhere';
  viaCookie: boolean;
}

/** SDK and server callers send `?token=` or `Authorization: Bearer`; the browser sends the sealed cookie. */
function findToken(
  request: Request,
): Promise<{ token: string | null; viaCookie: boolean }> | { token: string; viaCookie: false } {
  const fromQuery = new URL(request.url).searchParams.get('token');
  if (fromQuery) return { token: fromQuery, viaCookie: false };
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return { token: bearer, viaCookie: false };
  const sealed = readCookie(request.headers, WEB_SESSION_COOKIE);
  if (!sealed) return Promise.resolve({ token: null, viaCookie: false });
  return unsealWebSession(sealed).then((data) => ({ token: data?.token ?? null, viaCookie: true }));
}

export async function resolveIdentity(db: Db, request: Request): Promise<ResolvedIdentity> {
  const { token, viaCookie } = await findToken(request);
  if (!token) return { identity: null, viaCookie, failure: viaCookie ? 'expired' : undefined };
  const check = await checkToken(db, token);
  if (!check.ok) return { identity: null, viaCookie, failure: check.error };
  return {
    identity: { userId: check.userId, corpId: check.corpId, tokenId: check.tokenId, viaCookie },
    viaCookie,
  };
}
