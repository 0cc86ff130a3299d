import 'server-only';
import { withBasePath } from '@/lib/config/base-path';
import { decodeJwt } from 'jose';
import {
  type OpenTicketDto,
  type TokenCheckDto,
  type VisitorTokenRefusal,
} from '@/features/deploy/contract/tenant';
import { hostedPagePath } from '@/features/deploy/contract/embed-snippet';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { findServingApp } from '../applications/app-start';
import { issueTicket, TICKET_TTL_S } from '../tickets';
import { verifyVisitorToken } from './visitor-token';

/**
 * A visitor token used up for a platform ticket: the token opens one page, the ticket lets that page start (and
 * restart) the application's conversations for the ticket's lifetime.
 */
export async function ticketForVisitorToken(
  db: Db,
  appId: string,
  token: string,
): Promise<
  { ok: true; ticket: string; visitor: string | null } | { ok: false; reason: VisitorTokenRefusal }
> {
  const verified = await verifyVisitorToken(db, appId, token);
  if (!verified.ok) return verified;
  const visitor = verified.claims.sub;
  const ticket = await issueTicket({ appId, origin: null, via: 'token', ...(visitor ? { visitor } : {}) });
  return { ok: true, ticket, visitor };
}

/** The `app` claim, read before the signature is checked only to know whose secret checks it. */
function claimedApp(token: string): string | null {
  try {
    const { app } = decodeJwt(token);
    return typeof app === 'string' && app.length > 0 && app.length <= 200 ? app : null;
  } catch {
    return null;
  }
}

const refused = (reason: VisitorTokenRefusal) =>
  new ApiFailure(ApiCode.forbidden, 'visitorTokenRefused', { data: { reason } });

/**
 * `POST /open/v1/ticket`: for servers and apps that open the page themselves (a webview) — the same rules as the
 * connection URL, answered with the ticket and the hosted page that carries it.
 */
export async function exchangeVisitorToken(db: Db, token: string, origin: string): Promise<OpenTicketDto> {
  const appId = claimedApp(token);
  if (!appId) throw refused('missingClaim');
  const app = await findServingApp(db, appId);
  // A token is not used up on an application that could not serve it: the customer may retry once it is fixed.
  if (!app) throw refused('unknownApp');
  if (!app.sessionId) throw new ApiFailure(ApiCode.notFound, 'sessionUnavailable');
  if (!app.active) throw new ApiFailure(ApiCode.forbidden, 'resourceNotConfigured');
  const exchanged = await ticketForVisitorToken(db, appId, token);
  if (!exchanged.ok) throw refused(exchanged.reason);
  return {
    appId,
    ticket: exchanged.ticket,
    expiresInS: TICKET_TTL_S,
    url: `${origin}${withBasePath(hostedPagePath(appId))}?ticket=${encodeURIComponent(exchanged.ticket)}`,
    visitor: exchanged.visitor,
  };
}

/** The console's token check: what the platform would say to this token, without using it up. */
export async function checkVisitorToken(db: Db, corpId: string, token: string): Promise<TokenCheckDto> {
  const appId = claimedApp(token);
  if (!appId) return { valid: false, reason: 'missingClaim' };
  const app = await findServingApp(db, appId);
  // Another corporation's application answers as unknown: the check tells nothing about it.
  if (!app || app.corpId !== corpId) return { valid: false, reason: 'unknownApp' };
  const verified = await verifyVisitorToken(db, appId, token, { consume: false });
  if (!verified.ok) return { valid: false, reason: verified.reason };
  return {
    valid: true,
    appId,
    visitor: verified.claims.sub,
    expiresAt: new Date(verified.claims.exp * 1000).toISOString(),
  };
}
