import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ChatMemory } from '../engine/turn';
import { HISTORY_TURNS } from '../engine/steps/prompt-builder';
import { chats, chatTurns } from '../tables';
import type { ActiveChat } from './leases';

/** Turns the wake-word gate ignored are kept for the debug console but are no question of the conversation. */
const isQuestion = and(
  ne(chatTurns.questionVia, 'system'),
  sql`coalesce(${chatTurns.trace}->>'wakeWord', '') <> 'ignore'`,
);

export interface ChatClock {
  /** Seconds since the conversation began, in database time (the same for every instance). */
  ageS: number;
  /** Seconds since its last turn (or its start). */
  idleS: number;
}

export async function chatClock(db: Db, chatId: string): Promise<ChatClock> {
  const lastTurn = sql`(select max(${chatTurns.createdAt}) from ${chatTurns} where ${chatTurns.chatId} = ${chatId})`;
  const [row] = await db
    .select({
      ageS: sql<number>`extract(epoch from now() - ${chats.startedAt})::float8`,
      idleS: sql<number>`extract(epoch from now() - greatest(${chats.startedAt}, coalesce(${lastTurn}, ${chats.startedAt})))::float8`,
    })
    .from(chats)
    .where(eq(chats.id, chatId));
  return { ageS: Number(row?.ageS ?? 0), idleS: Number(row?.idleS ?? 0) };
}

/** What the next turn needs to know of the conversation so far. */
export async function chatMemory(db: Db, chat: ActiveChat): Promise<ChatMemory> {
  const [recent, [counted]] = await Promise.all([
    db
      .select({ question: chatTurns.question, answer: chatTurns.answer })
      .from(chatTurns)
      .where(and(eq(chatTurns.chatId, chat.id), isQuestion))
      .orderBy(desc(chatTurns.ordinal))
      .limit(HISTORY_TURNS),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatTurns)
      .where(and(eq(chatTurns.chatId, chat.id), isQuestion)),
  ]);
  return {
    questionsSoFar: Number(counted?.n ?? 0),
    unanswered: { inARow: chat.unansweredCount },
    wake: { awakeUntil: chat.awakeUntil?.getTime() ?? null },
    history: recent.reverse().filter((turn) => turn.answer),
  };
}

export async function saveMemory(db: Db, chatId: string, memory: Pick<ChatMemory, 'unanswered' | 'wake'>) {
  await db
    .update(chats)
    .set({
      unansweredCount: memory.unanswered.inARow,
      awakeUntil: memory.wake.awakeUntil === null ? null : new Date(memory.wake.awakeUntil),
    })
    .where(eq(chats.id, chatId));
}
