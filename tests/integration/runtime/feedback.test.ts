import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as feedbackRoute } from '@/app/api/bot/feedback/route';
import { GET as unansweredRoute } from '@/app/api/management/chat/unanswered/route';
import type { UnansweredGroupDto } from '@/features/runtime/contract';
import { feedbackCounts } from '@/features/runtime/server/unanswered/feedback';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  startChat,
  turnsOf,
  type RuntimeServer,
} from './conversation-support';

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const rate = (body: unknown) => call(feedbackRoute, '/bot/feedback', { body, query: { lang: 'en' } });

/** A visitor's chat with one answered question (the session's scene). */
async function answeredChat(token: string, conversation?: { shareCode: string }) {
  const session = conversation ?? (await englishSession(token));
  const { chat } = await startChat(server, session.shareCode);
  const events = await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });
  const end = events.find((event) => event.type === 'end');
  return { session, chat: chat!, turnId: end?.type === 'end' ? end.turnId! : '' };
}

describe('visitor feedback', () => {
  it('rates an answer of the visitor’s own chat once per turn, changeably, and a thumbs down feeds the unanswered list', async () => {
    const { token, user } = await loggedInAccount();
    const { chat, turnId } = await answeredChat(token);

    const up = await rate({ ...chat, turnId, rating: 'up' });
    expect(up.body).toMatchObject({ code: 0, data: { turnId, rating: 'up' } });
    const db = await getDb();
    expect(await feedbackCounts(db, user.corpId)).toMatchObject({ up: 1, down: 0 });

    const down = await rate({ ...chat, turnId, rating: 'down' });
    expect(down.body.code).toBe(0);
    const turns = await turnsOf(chat.chatId);
    expect(turns.filter((turn) => turn.feedback !== null).map((turn) => turn.feedback)).toEqual(['down']);
    expect(await feedbackCounts(db, user.corpId)).toMatchObject({
      up: 0,
      down: 1,
      days: [{ day: new Date().toISOString().slice(0, 10), up: 0, down: 1 }],
    });

    const { body } = await call<{ list: UnansweredGroupDto[] }>(
      unansweredRoute,
      '/management/chat/unanswered',
      {
        token,
      },
    );
    expect(body.data.list).toMatchObject([
      { question: 'What are your opening hours?', count: 1, reasons: ['disliked'] },
    ]);
  });

  it('refuses another chat’s turn, a wrong secret, the prologue and bad ratings', async () => {
    const { token } = await loggedInAccount();
    const mine = await answeredChat(token);
    const theirs = await answeredChat(token, mine.session);

    const otherTurn = await rate({ ...mine.chat, turnId: theirs.turnId, rating: 'down' });
    expect(otherTurn.body.code).toBe(ApiCode.notFound);
    expect(otherTurn.body.message).toBeTruthy();
    const wrongSecret = await rate({
      ...theirs.chat,
      chatSecret: mine.chat.chatSecret,
      turnId: theirs.turnId,
      rating: 'up',
    });
    expect(wrongSecret.body.code).toBe(ApiCode.notFound);
    const [prologue] = await turnsOf(mine.chat.chatId);
    const system = await rate({ ...mine.chat, turnId: prologue!.id, rating: 'up' });
    expect(system.body.code).toBe(ApiCode.notFound);

    const bad = await rate({ ...mine.chat, turnId: mine.turnId, rating: 'meh' });
    expect(bad.body.code).toBe(ApiCode.validation);
    expect(bad.body.data).toMatchObject({ fields: [{ field: 'rating' }] });
    const missing = await rate({ turnId: mine.turnId, rating: 'up' });
    expect(missing.body.code).toBe(ApiCode.validation);
    expect((await turnsOf(theirs.chat.chatId)).every((turn) => turn.feedback === null)).toBe(true);
  });
});
