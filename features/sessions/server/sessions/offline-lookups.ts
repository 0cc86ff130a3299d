import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';

// What the offline area (issue 26) reads of sessions, composed in app/_compose/offline-ports.ts: the published ones
// a licence can be made for, and one session's standing and revision for a device's status call.

export const publishedSessionsOf = (db: Db, corpId: string) =>
  db
    .select({ id: sessions.id, name: sessions.name, revision: sessions.revision })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), eq(sessions.status, 'published')))
    .orderBy(asc(sessions.name), asc(sessions.id));

export async function sessionForOffline(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      name: sessions.name,
      corpId: sessions.corpId,
      status: sessions.status,
      revision: sessions.revision,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ? { ...row, published: row.status === 'published' } : null;
}

export async function sessionNamesOf(db: Db, corpId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: sessions.id, name: sessions.name })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), inArray(sessions.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
