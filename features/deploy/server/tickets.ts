import 'server-only';
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sessionSecret } from '@/lib/server/auth/session-secret';

// An application ticket is what the platform itself hands a page that may start an application's conversations:
// the SDK's frame once its host page's origin checked out, or a page opened with a customer's visitor token (which
// is single-use, so the page's restarts run on the ticket). A short-lived JWT signed by the platform, so any
// instance verifies it without a lookup.

export const TICKET_TTL_S = 15 * 60;
const ISSUER = 'dh-platform';
const AUDIENCE = 'application-start';

export interface TicketClaims {
  appId: string;
  /** The host page's origin that the SDK's ticket was issued to; null for a visitor token's page. */
  origin: string | null;
  via: 'sdk' | 'token';
  /** The customer's id of its visitor (a visitor token's `sub`), when it gave one. */
  visitor?: string;
}

// Derived, so the ticket key is not the cookie-sealing key itself and rotating SESSION_SECRET rotates both.
const ticketKey = () =>
  new Uint8Array(hkdfSync('sha256', sessionSecret(), 'dh-tickets', 'application ticket', 32));

export async function issueTicket(claims: TicketClaims, ttlS = TICKET_TTL_S): Promise<string> {
  return new SignJWT({
    origin: claims.origin,
    via: claims.via,
    ...(claims.visitor ? { visitor: claims.visitor } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.appId)
    .setIssuedAt()
    .setExpirationTime(`${ttlS}s`)
    .sign(ticketKey());
}

/** The ticket's claims when it is the platform's, unexpired and for this application; otherwise null. */
export async function verifyTicket(ticket: string, appId: string): Promise<TicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: appId,
    });
    const via = payload.via === 'token' ? 'token' : payload.via === 'sdk' ? 'sdk' : null;
    if (!via) return null;
    return {
      appId,
      origin: typeof payload.origin === 'string' ? payload.origin : null,
      via,
      ...(typeof payload.visitor === 'string' ? { visitor: payload.visitor } : {}),
    };
  } catch {
    return null;
  }
}
