import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashSecret } from '@/features/runtime/server/chats/leases';
import { chats, chatTurns } from '@/features/runtime/server/tables';
import { getDb } from '@/lib/server/db/client';

// Transcripts written straight into the tables, as a conversation stores them, with the times a test needs.

export interface SeededTurn {
  question: string;
  source: string;
  trace?: Record<string, unknown>;
  feedback?: 'up' | 'down';
  questionVia?: 'text' | 'voice' | 'system';
  answer?: string;
  /** How long ago it was asked. */
  daysAgo?: number;
}

/** One ended chat of the session holding the turns, in order; answers the chat and its turns' ids. */
export async function seedChat(corpId: string, sessionId: string, turns: SeededTurn[]) {
  const db = await getDb();
  const chatId = randomUUID();
  const chatSecret = randomUUID();
  await db.insert(chats).values({
    id: chatId,
    corpId,
    sessionId,
    sessionRevision: 1,
    entry: 'share',
    secretHash: hashSecret(chatSecret),
    status: 'ended',
    leaseUntil: new Date(),
    turnCount: turns.length,
  });
  const ids: string[] = [];
  for (const [ordinal, turn] of turns.entries()) {
    const id = randomUUID();
    ids.push(id);
    await db.insert(chatTurns).values({
      id,
      chatId,
      corpId,
      sessionId,
      ordinal,
      question: turn.question,
      questionVia: turn.questionVia ?? 'text',
      answer: turn.answer ?? `Said to: ${turn.question}`,
      source: turn.source,
      trace: { scripts: [], ...turn.trace },
      feedback: turn.feedback ?? null,
      createdAt: sql`now() - make_interval(days => ${turn.daysAgo ?? 0}, secs => ${turns.length - ordinal})`,
    });
  }
  return { chat: { chatId, chatSecret }, turnIds: ids };
}
