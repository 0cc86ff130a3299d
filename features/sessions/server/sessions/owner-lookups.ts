import 'server-only';
import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PageSettings, SessionValues } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';

// Lookups other areas compose with (app/ joins them to their own): who owns a session, and the texts a new
// corporation's first session already has.

/**
 * The corporation of the session a runtime page names, as a subquery (one indexed row: the id is the key, the share
 * code unique), so a lookup of another area runs as one statement with it.
 */
export const corpOfSession = (db: Db, target: { id: string } | { shareCode: string }) =>
  db
    .select({ corpId: sessions.corpId })
    .from(sessions)
    .where('id' in target ? eq(sessions.id, target.id) : eq(sessions.shareCode, target.shareCode));

/**
 * Whether the session a runtime page names is published, offline, or not there at all (deleted, or never was): the
 * proxy answers a dead link 410 or 404 from it. One indexed row, the status alone.
 */
export async function sessionStanding(
  db: Db,
  target: { id: string } | { shareCode: string },
): Promise<'published' | 'offline' | null> {
  const [row] = await db
    .select({ status: sessions.status })
    .from(sessions)
    .where('id' in target ? eq(sessions.id, target.id) : eq(sessions.shareCode, target.shareCode));
  if (!row) return null;
  return row.status === 'published' ? 'published' : 'offline';
}

/** The corporation a session belongs to, whatever its state; null when there is no such session. */
export async function sessionCorporation(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ corpId: sessions.corpId }).from(sessions).where(eq(sessions.id, id));
  return row?.corpId ?? null;
}

/**
 * `sessionStanding`, with a value another area computes from the session's corporation (`besides`, given the
 * corporation id column) read in the same statement: the proxy asks both on every runtime page view.
 */
export async function sessionStandingWith<T>(
  db: Db,
  target: { id: string } | { shareCode: string },
  besides: (corpId: SQLWrapper) => SQL<T>,
): Promise<{ standing: 'published' | 'offline'; besides: T } | null> {
  const [row] = await db
    // The corporation column qualified by hand, since `besides` puts it inside a subquery of its own table.
    .select({
      status: sessions.status,
      besides: besides(sql`${sessions}.${sql.identifier(sessions.corpId.name)}`),
    })
    .from(sessions)
    .where('id' in target ? eq(sessions.id, target.id) : eq(sessions.shareCode, target.shareCode));
  if (!row) return null;
  return { standing: row.status === 'published' ? 'published' : 'offline', besides: row.besides };
}

/**
 * What a runtime page shows of the session changes only with this stamp: every save bumps the revision, a status
 * change or rename moves the update time. Null when no session has that key (deleted or never there).
 */
export async function sessionStamp(
  db: Db,
  target: { id: string } | { shareCode: string },
): Promise<string | null> {
  const [row] = await db
    .select({ revision: sessions.revision, status: sessions.status, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where('id' in target ? eq(sessions.id, target.id) : eq(sessions.shareCode, target.shareCode));
  return row ? `${row.revision}:${row.status}:${row.updatedAt.getTime()}` : null;
}

/** The page texts of the corporation's oldest session, or null when it has none. */
export async function firstSessionTexts(
  db: Db,
  corpId: string,
): Promise<Pick<PageSettings, 'promptTitle' | 'promptContent' | 'errorText'> | null> {
  const [row] = await db
    .select({ config: sessions.config })
    .from(sessions)
    .where(eq(sessions.corpId, corpId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id))
    .limit(1);
  if (!row) return null;
  const { promptTitle, promptContent, errorText } = (row.config as SessionValues).pageDto;
  return { promptTitle, promptContent, errorText };
}
