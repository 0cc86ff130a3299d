import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';

/** How many of the corporation's own sessions (the sample left out) are published: the console home's last step. */
export async function publishedSessionCount(db: Db, corpId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), eq(sessions.sample, false), eq(sessions.status, 'published')));
  return row?.n ?? 0;
}
