import 'server-only';
import { VISITOR_TOKEN, type VisitorTokenRefusal } from '@/features/deploy/contract/tenant';

export interface VisitorClaims {
  appId: string;
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
  sub: string | null;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The claim rules of a visitor token whose signature checked out: it names this application, says when it was
 * issued and when it expires (at most an hour apart), carries an id for the replay check, and is not expired nor
 * issued in the future (within the clock tolerance).
 */
export function checkVisitorClaims(
  payload: Record<string, unknown>,
  appId: string,
  nowS: number,
): { ok: true; claims: VisitorClaims } | { ok: false; reason: VisitorTokenRefusal } {
  const { app, exp, iat, jti, sub } = payload;
  const tolerance = VISITOR_TOKEN.clockToleranceS;
  if (!isTime(exp) || !isTime(iat) || !isId(app, 200) || !isId(jti, VISITOR_TOKEN.jtiMax))
    return { ok: false, reason: 'missingClaim' };
  if (sub !== undefined && sub !== null && !isId(sub, VISITOR_TOKEN.subMax))
    return { ok: false, reason: 'missingClaim' };
  if (app !== appId) return { ok: false, reason: 'wrongApp' };
  if (exp - iat > VISITOR_TOKEN.maxLifetimeS) return { ok: false, reason: 'lifetimeTooLong' };
  // A token that expires when it is issued was never valid.
  if (exp <= iat || exp + tolerance <= nowS) return { ok: false, reason: 'expired' };
  if (iat - tolerance > nowS) return { ok: false, reason: 'issuedInFuture' };
  // `nbf` is optional in JWT; honoured when given, so a customer's library that sets it is not surprised.
  if (payload.nbf !== undefined && (!isTime(payload.nbf) || payload.nbf - tolerance > nowS))
    return { ok: false, reason: 'issuedInFuture' };
  return { ok: true, claims: { appId: app, jti, exp, iat, sub: typeof sub === 'string' ? sub : null } };
}
