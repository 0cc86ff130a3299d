import 'server-only';
import { and, asc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EndReason, EntryKind } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import { chats } from '../tables';

// Ended conversations as billing meters them (app/_compose hands this to the billing area's metering job): when
// each began and ended, where a lost one — its page vanished, its lease lapsed — ends at its last heartbeat, not
// when the sweeper or the next start noticed.

export interface EndedChat {
  chatId: string;
  corpId: string;
  sessionId: string;
  appId: string | null;
  entry: EntryKind;
  startedAt: Date;
  endedAt: Date;
  endReason: EndReason | null;
}

/**
 * Up to `limit` ended conversations, oldest end first, of those `unmetered` keeps: the caller's condition on the
 * chat id column (billing's "no usage row yet"), so the runtime knows nothing of billing's tables.
 */
export async function endedChats(
  db: Db,
  options: { limit: number; unmetered: (chatId: AnyColumn) => SQL },
): Promise<EndedChat[]> {
  const endedAt = sql<Date>`case when ${chats.endReason} = 'lost' then least(${chats.heartbeatAt}, coalesce(${chats.endedAt}, ${chats.heartbeatAt})) else ${chats.endedAt} end`;
  const rows = await db
    .select({
      chatId: chats.id,
      corpId: chats.corpId,
      sessionId: chats.sessionId,
      appId: chats.appId,
      entry: sql<EntryKind>`${chats.entry}`,
      startedAt: chats.startedAt,
      endedAt: sql<string>`${endedAt}`,
      endReason: sql<EndReason | null>`${chats.endReason}`,
    })
    .from(chats)
    // An offline device's conversations (issue 26) ran on the device under its licence: no server time to meter.
    .where(and(eq(chats.status, 'ended'), ne(chats.entry, 'offline'), options.unmetered(chats.id)))
    .orderBy(asc(chats.endedAt), asc(chats.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, endedAt: new Date(row.endedAt) }));
}
