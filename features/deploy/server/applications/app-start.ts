import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AppStart } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import { applications, resourceGrants } from '../tables';
import { verifyTicket } from '../tickets';

/** The application a hosted page, an embed or a visitor token names, with the session it serves; null if none. */
export async function findServingApp(
  db: Db,
  appId: string,
): Promise<{ appId: string; corpId: string; sessionId: string | null; active: boolean } | null> {
  const [row] = await db
    .select({
      appId: applications.id,
      corpId: applications.corpId,
      sessionId: applications.conversationId,
      // The grant's period in database time, the same for every instance.
      active: sql<boolean>`(${resourceGrants.startsAt} <= now() and ${resourceGrants.endsAt} > now())`,
    })
    .from(applications)
    .innerJoin(resourceGrants, eq(resourceGrants.id, applications.grantId))
    .where(eq(applications.id, appId));
  return row ?? null;
}

/**
 * An application's start (the runtime's `openApp` port): an unknown application, or one without a session, is
 * unavailable; one whose resource period is over says its resource timed out (spec §8); a ticket that does not
 * check out (forged, expired, another application's) fails the signature check.
 */
export async function openApp(db: Db, appId: string, credentials: { ticket?: string }): Promise<AppStart> {
  const app = await findServingApp(db, appId);
  if (!app || !app.sessionId) return { ok: false, code: 'sessionUnavailable' };
  if (!app.active) return { ok: false, code: 'resourceNotConfigured' };
  if (credentials.ticket !== undefined && !(await verifyTicket(credentials.ticket, app.appId)))
    return { ok: false, code: 'signatureTimeout' };
  return { ok: true, appId: app.appId, corpId: app.corpId, sessionId: app.sessionId };
}
