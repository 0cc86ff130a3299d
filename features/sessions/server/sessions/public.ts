import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SessionDto } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';
import { describeSession } from './read';
import type { SessionCatalogue } from './catalogue-port';

// What the public pages (/p/:sl, /preview/:id) and the conversation runtime may read: published sessions only, by
// an id or share code that is itself the permission.

export async function publicSession(
  db: Db,
  catalogue: SessionCatalogue,
  id: string,
): Promise<SessionDto | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.status, 'published')));
  return row ? describeSession(db, catalogue, row) : null;
}

export async function publicSessionByShareCode(
  db: Db,
  catalogue: SessionCatalogue,
  code: string,
): Promise<SessionDto | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.shareCode, code), eq(sessions.status, 'published')));
  return row ? describeSession(db, catalogue, row) : null;
}
