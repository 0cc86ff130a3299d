import 'server-only';
import { randomUUID } from 'node:crypto';
import type { AnswerSource } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import { chats, chatTurns } from '../tables';

// Conversations an offline device held (issue 26 §2) join the owner's records as chats of entry `offline`: ended,
// holding no slot, with their turns in the order the device sent them. The offline area hands them over through
// app/_compose/offline-ports.ts and names each chat's id, so a batch sent twice stores each conversation once.

export interface ImportedConversation {
  chatId: string;
  startedAt: string;
  endedAt: string;
  turns: { question: string; answer: string; source: AnswerSource; at: string }[];
}

/** Stores the conversations not there yet; answers the ids stored now. */
export async function importOfflineConversations(
  db: Db,
  owner: { corpId: string; sessionId: string; sessionRevision: number },
  conversations: ImportedConversation[],
): Promise<Set<string>> {
  const stored = new Set<string>();
  await db.transaction(async (tx) => {
    for (const conversation of conversations) {
      const ended = new Date(conversation.endedAt);
      const [inserted] = await tx
        .insert(chats)
        .values({
          id: conversation.chatId,
          corpId: owner.corpId,
          sessionId: owner.sessionId,
          sessionRevision: owner.sessionRevision,
          entry: 'offline',
          // No page talks in it: no secret opens it.
          secretHash: '',
          status: 'ended',
          startedAt: new Date(conversation.startedAt),
          heartbeatAt: ended,
          leaseUntil: ended,
          endedAt: ended,
          turnCount: conversation.turns.length,
        })
        .onConflictDoNothing({ target: chats.id })
        .returning({ id: chats.id });
      if (!inserted) continue;
      stored.add(inserted.id);
      if (conversation.turns.length === 0) continue;
      await tx.insert(chatTurns).values(
        conversation.turns.map((turn, index) => ({
          id: randomUUID(),
          chatId: inserted.id,
          corpId: owner.corpId,
          sessionId: owner.sessionId,
          ordinal: index + 1,
          question: turn.question,
          questionVia: 'text',
          answer: turn.answer,
          source: turn.source,
          trace: { offline: true },
          createdAt: new Date(turn.at),
        })),
      );
    }
  });
  return stored;
}
