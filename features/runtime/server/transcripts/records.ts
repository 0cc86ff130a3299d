import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  AnswerSource,
  ConversationRecordDto,
  EndReason,
  RecordEntryKind,
  TurnDto,
} from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import { chats, chatTurns } from '../tables';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { toPage } from '@/lib/contract/paging';

type TurnRow = typeof chatTurns.$inferSelect;

/** The documents an answer used, as the turn stored them in its trace. */
function sourcesOf(trace: unknown): TurnDto['sources'] {
  const sources = (trace as { sources?: unknown } | null)?.sources;
  return Array.isArray(sources) ? (sources as TurnDto['sources']) : [];
}

export function turnDto(row: TurnRow): TurnDto {
  return {
    turnId: row.id,
    chatId: row.chatId,
    ordinal: row.ordinal,
    question: row.question,
    answer: row.answer,
    source: row.source as AnswerSource,
    interrupted: row.interrupted,
    timings: {
      firstEventMs: row.firstEventMs,
      firstAudioMs: row.firstAudioMs,
      modelFirstTokenMs: row.modelFirstTokenMs,
    },
    sources: sourcesOf(row.trace),
    trace: (row.trace ?? {}) as Record<string, unknown>,
    createTime: row.createdAt.toISOString(),
  };
}

/** A session's chats, newest first, each with its turns in order; only the corporation's own. */
export async function listRecords(
  db: Db,
  corpId: string,
  sessionId: string,
  page: { pageIndex: number; pageSize: number },
) {
  const where = and(eq(chats.corpId, corpId), eq(chats.sessionId, sessionId));
  const { rows, total } = await selectPage(
    page,
    db
      .select({ row: chats, total: windowTotal() })
      .from(chats)
      .where(where)
      .orderBy(desc(chats.startedAt), desc(chats.id))
      .$dynamic(),
    () => db.$count(chats, where),
  );
  return toPage(
    await withTurns(
      db,
      rows.map((r) => r.row),
    ),
    total,
    page,
  );
}

/** Every chat of a session with its turns, oldest first, for an export. */
export async function allRecords(
  db: Db,
  corpId: string,
  sessionId: string,
): Promise<ConversationRecordDto[]> {
  const rows = await db
    .select()
    .from(chats)
    .where(and(eq(chats.corpId, corpId), eq(chats.sessionId, sessionId)))
    .orderBy(asc(chats.startedAt), asc(chats.id));
  return withTurns(db, rows);
}

async function withTurns(db: Db, rows: (typeof chats.$inferSelect)[]): Promise<ConversationRecordDto[]> {
  const turns =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(chatTurns)
          .where(
            inArray(
              chatTurns.chatId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(chatTurns.ordinal));
  return rows.map((row) => ({
    chatId: row.id,
    entry: row.entry as RecordEntryKind,
    startTime: row.startedAt.toISOString(),
    endTime: row.endedAt?.toISOString() ?? null,
    endReason: (row.endReason as EndReason | null) ?? null,
    turns: turns.filter((turn) => turn.chatId === row.id).map(turnDto),
  }));
}
