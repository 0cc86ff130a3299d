import 'server-only';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ChatMemory } from '../engine/turn';
import { HISTORY_TURNS } from '../engine/steps/prompt-builder';
import { chats, chatTurns } from '../tables';
import { hashSecret, leaseEnd, type ActiveChat } from './leases';

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

/** When the conversation last said something: its last turn, the visitor's "continue", or its start. */
export const lastWordAt = sql`greatest(${chats.startedAt}, coalesce(${chats.keptAliveAt}, ${chats.startedAt}), coalesce((select max(${chatTurns.createdAt}) from ${chatTurns} where ${chatTurns.chatId} = ${chats.id}), ${chats.startedAt}))`;

export async function chatClock(db: Db, chatId: string): Promise<ChatClock> {
  const [row] = await db
    .select({
      ageS: sql<number>`extract(epoch from now() - ${chats.startedAt})::float8`,
      idleS: sql<number>`extract(epoch from now() - ${lastWordAt})::float8`,
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

/**
 * A heartbeat in one statement: the lease renewed when the conversation is active, its lease not lapsed, and its
 * last word no older than `idleS`; its session and the revision it began with, or null when it may not go on. The
 * visitor's "continue" (`stillHere`) keeps an idle conversation alive only while it has not timed out yet.
 */
export async function renewUnlessIdle(
  db: Db,
  chatId: string,
  secret: string,
  idleS: number,
  stillHere = false,
) {
  const [row] = await db
    .update(chats)
    .set({ heartbeatAt: sql`now()`, leaseUntil: leaseEnd, ...(stillHere ? { keptAliveAt: sql`now()` } : {}) })
    .where(
      and(
        eq(chats.id, chatId),
        eq(chats.secretHash, hashSecret(secret)),
        eq(chats.status, 'active'),
        gt(chats.leaseUntil, sql`now()`),
        sql`${lastWordAt} > now() - make_interval(secs => ${idleS})`,
      ),
    )
    .returning({ sessionId: chats.sessionId, sessionRevision: chats.sessionRevision });
  return row ?? null;
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
