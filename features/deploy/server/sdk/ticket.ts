import 'server-only';
import { withBasePath } from '@/lib/config/base-path';
import { sql } from 'drizzle-orm';
import type { SdkTicketDto } from '@/features/deploy/contract/sdk';
import { hostedPagePath } from '@/features/deploy/contract/embed-snippet';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { findServingApp } from '../applications/app-start';
import { allowedOriginsOf } from '../experience/allowed-origins';
import { hostedExperiences } from '../tables';
import { issueTicket, TICKET_TTL_S } from '../tickets';

/** Tickets one address may ask for a minute: page views of a busy office behind one NAT, not a scraper's loop. */
export const SDK_TICKETS_PER_IP = { keyPrefix: 'sdk-ticket:ip:60s', points: 60, duration: 60 };

/** `scheme://host[:port]` as browsers send it in `Origin`; null for anything that is not an http(s) origin. */
export function originOf(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface TicketAsk {
  appId: string;
  /** The request's `Origin` header: set by the browser, so a page cannot claim another site's. */
  origin: string | null;
  /** The origin is the platform's own (the console's live sample). */
  ownOrigin: boolean;
  ip: string;
}

/**
 * The ticket a host page's SDK needs to start the application's conversations. Refused (403) without an origin or
 * for one the application's corporation does not allow; an unknown application, one serving no session, or one
 * whose resource period is over answers its own code. `readable` is told when the origin is allowed, so that only
 * an allowed page may read the answer (CORS).
 */
export async function issueSdkTicket(db: Db, ask: TicketAsk, readable: () => void): Promise<SdkTicketDto> {
  await consumeAll([[SDK_TICKETS_PER_IP, ask.ip]]);
  const origin = originOf(ask.origin);
  if (!origin) throw refused();
  const app = await findServingApp(db, ask.appId);
  if (!app || !app.sessionId) throw unavailable();
  const allowed = ask.ownOrigin || (await allowedOriginsOf(db, app.corpId)).map(originOf).includes(origin);
  if (!allowed) throw refused();
  readable();
  if (!app.active) throw unavailable();
  const ticket = await issueTicket({ appId: app.appId, origin, via: 'sdk' });
  const query = new URLSearchParams({ ticket, embed: '1' });
  return { ticket, expiresIn: TICKET_TTL_S, frameUrl: withBasePath(`${hostedPagePath(app.appId)}?${query}`) };
}

/**
 * A preflight names no application: its origin may go on when it is the platform's own or some corporation allows
 * it (the request itself is then judged against the application's corporation).
 */
export async function isEmbedOrigin(db: Db, origin: string | null): Promise<boolean> {
  const normalized = originOf(origin);
  if (!normalized) return false;
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(hostedExperiences)
    .where(sql`${hostedExperiences.allowedOrigins} @> ${JSON.stringify([normalized])}::jsonb`)
    .limit(1);
  return row !== undefined;
}

const refused = () => new ApiFailure(ApiCode.embedOriginRefused, 'embedOriginRefused');
const unavailable = () => new ApiFailure(ApiCode.embedAppUnavailable, 'embedAppUnavailable');
