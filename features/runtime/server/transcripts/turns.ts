import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AnswerSource } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import { chats, chatTurns } from '../tables';

export interface TurnRecord {
  chatId: string;
  question: string;
  questionVia: 'text' | 'voice' | 'system';
  answer: string;
  source: AnswerSource;
  /** Each step's verdict, for the debug console. */
  trace: Record<string, unknown>;
  interrupted?: boolean;
  firstEventMs?: number | null;
  modelFirstTokenMs?: number | null;
  totalMs?: number | null;
}

/**
 * Stores a turn at the chat's next place. The chat's turn counter is taken with the row lock of its update, so two
 * turns of one chat (a barge-in racing the turn it cut short) never get the same place.
 */
export async function recordTurn(db: Db, turn: TurnRecord): Promise<string> {
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .update(chats)
      .set({ turnCount: sql`${chats.turnCount} + 1` })
      .where(eq(chats.id, turn.chatId))
      .returning({ corpId: chats.corpId, sessionId: chats.sessionId, ordinal: chats.turnCount });
    if (!chat) throw new Error(`no chat ${turn.chatId}`);
    const id = randomUUID();
    await tx.insert(chatTurns).values({
      id,
      chatId: turn.chatId,
      corpId: chat.corpId,
      sessionId: chat.sessionId,
      ordinal: chat.ordinal,
      question: turn.question,
      questionVia: turn.questionVia,
      answer: turn.answer,
      source: turn.source,
      trace: turn.trace,
      interrupted: turn.interrupted ?? false,
      firstEventMs: turn.firstEventMs ?? null,
      modelFirstTokenMs: turn.modelFirstTokenMs ?? null,
      totalMs: turn.totalMs ?? null,
    });
    return id;
  });
}

/** What the page measured of a turn of its own chat; false when the turn is not the chat's. */
export async function completeTurnFromPage(
  db: Db,
  chatId: string,
  turnId: string,
  facts: { interrupted: boolean; firstAudioMs?: number },
): Promise<boolean> {
  const updated = await db
    .update(chatTurns)
    .set({
      interrupted: facts.interrupted,
      ...(facts.firstAudioMs !== undefined ? { firstAudioMs: facts.firstAudioMs } : {}),
    })
    .where(and(eq(chatTurns.id, turnId), eq(chatTurns.chatId, chatId)))
    .returning({ id: chatTurns.id });
  return updated.length === 1;
}
