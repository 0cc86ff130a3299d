import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionDto, SessionStatus, SessionValues } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { toSessionDto, type SessionRow } from './dto';
import { describeSession } from './read';
import { checkReferences } from './references';
import { columnsOf } from './store';
import type { SessionCatalogue } from './catalogue-port';

const own = (corpId: string, id: string) => and(eq(sessions.id, id), eq(sessions.corpId, corpId));

function found(row: SessionRow | undefined): SessionRow {
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

/**
 * A save replaces the whole configuration and bumps the revision, which running conversations watch. A save that
 * names the revision it started from replaces only that one: over someone else's newer save it is refused with the
 * revision now held, so the editor can offer to reload or to overwrite (save again naming it).
 */
export async function updateSession(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  id: string,
  values: SessionValues,
  startedFrom?: number,
): Promise<SessionDto> {
  const refs = await checkReferences(db, catalogue, corpId, values);
  const unchangedSince = startedFrom === undefined ? undefined : eq(sessions.revision, startedFrom);
  const [row] = await db
    .update(sessions)
    .set({ ...columnsOf(values), revision: sql`${sessions.revision} + 1`, updatedAt: new Date() })
    .where(and(own(corpId, id), unchangedSince))
    .returning();
  if (!row && unchangedSince) await refuseStaleSave(db, corpId, id);
  return toSessionDto(found(row), refs);
}

/** The save found no row of that revision: the session changed since (409), or it is not there at all (404). */
async function refuseStaleSave(db: Db, corpId: string, id: string): Promise<void> {
  const [current] = await db
    .select({ revision: sessions.revision, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(own(corpId, id));
  if (!current) return;
  throw new ApiFailure(ApiCode.sessionChanged, 'sessionChanged', {
    data: { revision: current.revision, updatedAt: current.updatedAt.toISOString() },
  });
}

export async function renameSession(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  id: string,
  name: string,
): Promise<SessionDto> {
  const [row] = await db
    .update(sessions)
    .set({
      name,
      config: sql`jsonb_set(${sessions.config}, '{conversationName}', to_jsonb(${name}::text))`,
      revision: sql`${sessions.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(own(corpId, id))
    .returning();
  return describeSession(db, catalogue, found(row));
}

export async function setSessionStatus(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  id: string,
  status: SessionStatus,
): Promise<SessionDto> {
  const [row] = await db
    .update(sessions)
    .set({ status, updatedAt: new Date() })
    .where(own(corpId, id))
    .returning();
  return describeSession(db, catalogue, found(row));
}

export async function deleteSession(db: Db, corpId: string, id: string): Promise<null> {
  const deleted = await db.delete(sessions).where(own(corpId, id)).returning({ id: sessions.id });
  if (deleted.length === 0) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return null;
}
