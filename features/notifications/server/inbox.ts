import 'server-only';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { notifications } from './tables';

// One user's notifications: every query is scoped to the asking user, so nobody reads or marks another's.

const toNotification = (row: typeof notifications.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  href: row.href,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The user's notifications, newest first. */
export async function listNotifications(db: Db, userId: string, query: PageQuery) {
  const mine = eq(notifications.userId, userId);
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: notifications, total: windowTotal() })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id)) // ids are time-ordered (notify.ts)
      .$dynamic(),
    () => db.$count(notifications, mine),
  );
  return toPage(
    rows.map(({ row }) => toNotification(row)),
    total,
    query,
  );
}

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: row?.n ?? 0 };
}

/** Marks one of the user's notifications read (again is fine); another user's is "not found", as if absent. */
export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return { id: row.id };
}

export async function markAllRead(db: Db, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}
