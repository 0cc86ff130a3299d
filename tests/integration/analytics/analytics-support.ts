import { randomUUID } from 'node:crypto';
import { GET as choicesRoute } from '@/app/api/management/analytics/choices/route';
import { GET as overviewRoute } from '@/app/api/management/analytics/overview/route';
import type { AnalyticsChoices, AnalyticsReport, AnalyticsRequest } from '@/features/analytics/contract';
import type { AnswerSource, RefusalReason } from '@/features/runtime/contract';
import { chatRefusals, chats, chatTurns } from '@/features/runtime/server/tables';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';

export const overview = (token: string, query: AnalyticsRequest, lang = 'en') =>
  call<AnalyticsReport>(overviewRoute, '/management/analytics/overview', {
    token,
    query: { lang, ...(query as Record<string, string>) },
  });

export const choices = (token: string) =>
  call<AnalyticsChoices>(choicesRoute, '/management/analytics/choices', { token });

export interface SeedTurn {
  source: AnswerSource;
  firstAudioMs?: number | null;
  /** Scripts the turn said (trace.scripts). */
  scripts?: string[];
  /** An interrupting word that carried no question. */
  interruption?: string;
  /** The prologue: the digital human's own words, no question. */
  system?: boolean;
  /** The visitor's thumbs on the answer. */
  feedback?: 'up' | 'down';
}

/** A conversation as the runtime leaves it, started at `startedAt` (ISO), its turns a minute apart. */
export async function seedChat(
  chat: { corpId: string; sessionId: string; appId?: string | null; startedAt: string },
  turns: SeedTurn[],
) {
  const db = await getDb();
  const id = randomUUID();
  const start = Date.parse(chat.startedAt);
  await db.insert(chats).values({
    id,
    corpId: chat.corpId,
    sessionId: chat.sessionId,
    sessionRevision: 1,
    entry: chat.appId ? 'app' : 'share',
    appId: chat.appId ?? null,
    secretHash: randomUUID(),
    status: 'ended',
    startedAt: new Date(start),
    leaseUntil: new Date(start + 3600e3),
    endedAt: new Date(start + 3600e3),
    endReason: 'user',
    turnCount: turns.length,
  });
  if (turns.length === 0) return id;
  await db.insert(chatTurns).values(
    turns.map((turn, i) => ({
      id: randomUUID(),
      chatId: id,
      corpId: chat.corpId,
      sessionId: chat.sessionId,
      ordinal: i + 1,
      question: turn.system ? '' : `Question ${i + 1}`,
      questionVia: turn.system ? 'system' : 'text',
      answer: turn.source === 'none' ? '' : `Answer ${i + 1}`,
      source: turn.source,
      trace: {
        scripts: turn.scripts ?? [],
        interruption: turn.interruption ? { word: turn.interruption } : null,
      },
      firstEventMs: 20,
      firstAudioMs: turn.firstAudioMs ?? null,
      feedback: turn.feedback ?? null,
      createdAt: new Date(start + (i + 1) * 60e3),
    })),
  );
  return id;
}

export async function seedRefusal(
  refusal: { corpId: string; sessionId: string; appId?: string | null; at: string },
  reason: RefusalReason,
) {
  const db = await getDb();
  await db.insert(chatRefusals).values({
    id: randomUUID(),
    corpId: refusal.corpId,
    sessionId: refusal.sessionId,
    appId: refusal.appId ?? null,
    reason,
    entry: refusal.appId ? 'app' : 'share',
    createdAt: new Date(refusal.at),
  });
}
