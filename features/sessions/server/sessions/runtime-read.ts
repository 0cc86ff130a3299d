import 'server-only';
import { eq } from 'drizzle-orm';
import type { SessionStatus } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';
import { sessionValues } from './dto';

/**
 * A session as the conversation runtime reads it, by id or share code, published or not (the runtime decides who
 * may talk to which): its owner's values, its corporation and its revision. Null when it does not exist.
 */
export async function runtimeSession(db: Db, target: { id: string } | { shareCode: string }) {
  const [row] = await db
    .select()
    .from(sessions)
    .where('id' in target ? eq(sessions.id, target.id) : eq(sessions.shareCode, target.shareCode));
  if (!row) return null;
  return {
    id: row.id,
    corpId: row.corpId,
    status: row.status as SessionStatus,
    revision: row.revision,
    shareCode: row.shareCode,
    values: sessionValues(row),
  };
}
