import 'server-only';
import type { VisitorTokenRefusal } from '@/features/deploy/contract/tenant';
import { getDb } from '@/lib/server/db/client';
import { ticketForVisitorToken } from './token-ticket';

export type HostedPageCredentials =
  | { ok: true; credentials: { ticket?: string }; exchangedTicket: string | null }
  | { ok: false; reason: VisitorTokenRefusal };

/**
 * What the application's hosted page starts its conversations with. A connection URL's visitor token is used up
 * here, while the page renders, for a platform ticket (so the page's restarts work); a token that does not check
 * out refuses the page. Without a token, the page's own `?ticket=` (or nothing) goes to the start as it is.
 */
export async function hostedPageCredentials(
  appId: string,
  query: { ticket?: string; token?: string },
): Promise<HostedPageCredentials> {
  if (query.token === undefined)
    return { ok: true, credentials: query.ticket ? { ticket: query.ticket } : {}, exchangedTicket: null };
  const exchanged = await ticketForVisitorToken(await getDb(), appId, query.token);
  return exchanged.ok
    ? { ok: true, credentials: { ticket: exchanged.ticket }, exchangedTicket: exchanged.ticket }
    : { ok: false, reason: exchanged.reason };
}
