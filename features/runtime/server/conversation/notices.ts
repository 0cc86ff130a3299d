import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type {
  WebhookConversation,
  WebhookData,
  WebhookEventType,
  WebhookTurn,
} from '@/features/deploy/contract/webhooks';
import type { AnswerSource, EndReason, EntryKind } from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { EndedChat } from '../chats/leases';
import type { RuntimePorts } from '../engine/ports';
import { chats, chatTurns } from '../tables';

// What the runtime tells the corporation's own systems about its conversations (the deployment area sends them as
// webhooks, and its contract, deploy/contract/webhooks.ts, owns their payload). Each notice goes out after the events of its request, and never fails or stops a conversation: a
// notice that cannot be queued is logged and dropped.

/** The events the runtime reports; their `data` is the webhook payload the deployment area's contract owns. */
export type NoticeType = Exclude<WebhookEventType, 'test'>;

/** `data` is made only when someone listens (the corporation has a callback address). */
export type ConversationNotice = {
  [T in NoticeType]: { type: T; data: () => Promise<WebhookData[T]> };
}[NoticeType];

type Notify = Pick<RuntimePorts, 'notify'>;

async function tell(ports: Notify, corpId: string, notice: ConversationNotice) {
  if (!ports.notify) return;
  try {
    await ports.notify(corpId, notice);
  } catch (error) {
    log.error({ err: error, corpId, notice: notice.type }, 'conversation notice not queued');
  }
}

async function chatRow(db: Db, chatId: string) {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!row) throw new Error(`no chat ${chatId}`);
  return row;
}

const chatOf = (row: typeof chats.$inferSelect): WebhookConversation => ({
  chatId: row.id,
  conversationId: row.sessionId,
  appId: row.appId,
  entry: row.entry as EntryKind,
});

const turnOf = (row: typeof chatTurns.$inferSelect): WebhookTurn => ({
  turnId: row.id,
  ordinal: row.ordinal,
  question: row.question,
  questionVia: row.questionVia as WebhookTurn['questionVia'],
  answer: row.answer,
  source: row.source as AnswerSource,
  interrupted: row.interrupted,
  createTime: row.createdAt.toISOString(),
});

function noticeStarted(db: Db, ports: Notify, chat: EndedChat): Promise<void> {
  return tell(ports, chat.corpId, {
    type: 'conversation.started',
    data: async () => {
      const row = await chatRow(db, chat.chatId);
      return { ...chatOf(row), startTime: row.startedAt.toISOString() };
    },
  });
}

/** A stored question and its answer (the prologue and farewell are in the ended notice's transcript only). */
export function noticeTurn(db: Db, ports: Notify, chat: EndedChat, turnId: string): Promise<void> {
  return tell(ports, chat.corpId, {
    type: 'turn.completed',
    data: async () => {
      const [turn] = await db.select().from(chatTurns).where(eq(chatTurns.id, turnId));
      if (!turn) throw new Error(`no turn ${turnId}`);
      return {
        ...chatOf(await chatRow(db, chat.chatId)),
        turn: turnOf(turn),
        timings: {
          firstEventMs: turn.firstEventMs,
          modelFirstTokenMs: turn.modelFirstTokenMs,
          totalMs: turn.totalMs,
        },
      };
    },
  });
}

/** A conversation `endChat` ended (nothing when it had ended already), with its whole transcript. */
export async function noticeEnded(db: Db, ports: Notify, ended: EndedChat | null): Promise<void> {
  if (!ended) return;
  await tell(ports, ended.corpId, {
    type: 'conversation.ended',
    data: async () => {
      const [row, turns] = await Promise.all([
        chatRow(db, ended.chatId),
        db.select().from(chatTurns).where(eq(chatTurns.chatId, ended.chatId)).orderBy(asc(chatTurns.ordinal)),
      ]);
      return {
        ...chatOf(row),
        startTime: row.startedAt.toISOString(),
        endTime: (row.endedAt ?? new Date()).toISOString(),
        reason: (row.endReason ?? 'lost') as EndReason,
        transcript: turns.map(turnOf),
      };
    },
  });
}

/**
 * After a start's events: the conversations whose pages vanished, ended as 'lost' just before it (`endLapsedChats`;
 * the sweeper, lost-sweeper.ts, ends most of them sooner), then the new one.
 */
export async function noticeStart(
  db: Db,
  ports: Notify,
  chat: EndedChat,
  lapsed: EndedChat[],
): Promise<void> {
  for (const ended of lapsed) await noticeEnded(db, ports, ended);
  await noticeStarted(db, ports, chat);
}
