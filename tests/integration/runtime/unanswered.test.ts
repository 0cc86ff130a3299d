import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unansweredPorts } from '@/app/api/management/chat/_compose/unanswered-ports';
import { POST as resolveRoute } from '@/app/api/management/chat/unanswered/resolve/route';
import { GET as unansweredRoute } from '@/app/api/management/chat/unanswered/route';
import { matchKnowledge } from '@/features/knowledge/server/retrieval/match';
import type { UnansweredGroupDto } from '@/features/runtime/contract';
import { groupQuestions } from '@/features/runtime/server/unanswered/group-questions';
import {
  DIFFERENT_QUESTIONS,
  SAME_QUESTION_EXAMPLES,
} from '@/features/runtime/server/unanswered/group-examples';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { addCategory, addFaq } from '@/tests/integration/knowledge/retrieval-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  sentencesOf,
  startChat,
  turnsOf,
  type RuntimeServer,
} from './conversation-support';
import { seedChat } from './unanswered-support';

// No model is configured here: a question the FAQ does not answer gets the unknown-question script.

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

type Page = { list: UnansweredGroupDto[]; total: number };
const list = (token: string, query: Record<string, string> = {}) =>
  call<Page>(unansweredRoute, '/management/chat/unanswered', { token, query: { lang: 'en', ...query } });
const resolve = (token: string, body: unknown) =>
  call<{ faqId: string | null; resolved: number }>(resolveRoute, '/management/chat/unanswered/resolve', {
    token,
    body,
    query: { lang: 'en' },
  });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function ownerWithFaq() {
  const account = await loggedInAccount();
  const categoryId = await addCategory(account.user.corpId);
  const faqId = await addFaq(account.user.corpId, categoryId, 'How do I reset my password?', {
    answer: 'Open the settings and choose reset password.',
  });
  const session = await englishSession(account.token, {
    knowledgeIsUsed: true,
    knowledgeDtoList: [{ knowledgeId: categoryId }],
  });
  return { ...account, categoryId, faqId, session };
}

describe('unanswered questions', () => {
  it('lists each kind of unanswered turn, rewordings grouped with counts, within the period and session', async () => {
    const { token, user, session, faqId } = await ownerWithFaq();
    const other = await englishSession(token);
    await seedChat(user.corpId, session.conversationId, [
      { question: '', questionVia: 'system', source: 'script', answer: 'Hello!' },
      { question: 'Can I bring my dog?', source: 'script', trace: { scripts: ['unknownQuestion'] } },
      { question: 'can I bring my dog inside', source: 'none' },
      { question: 'What are the card fees?', source: 'suggestion' },
      {
        question: 'Do you have a student account?',
        source: 'model',
        trace: { knowledge: { faq: { decision: 'context' }, passages: [] } },
      },
      {
        question: 'Is the app down today?',
        source: 'script',
        trace: { model: { error: 'timeout' }, scripts: ['unknownQuestion'] },
      },
      { question: 'How do I reset my password?', source: 'faq', feedback: 'down' },
      // Answered well, or no question at all: never listed.
      { question: 'Where is the branch?', source: 'faq', feedback: 'up' },
      { question: 'opening hours', source: 'scene' },
      { question: 'stop', source: 'none', trace: { interruption: { word: 'stop' } } },
      {
        question: 'wait',
        source: 'script',
        trace: { interruption: { word: 'wait' }, scripts: ['interruptingSentence'] },
      },
      { question: 'Where do I park?', source: 'none', daysAgo: 10 },
    ]);
    await seedChat(user.corpId, other.conversationId, [
      { question: 'Can I bring my dog?', source: 'script', trace: { scripts: ['guidingLanguage'] } },
    ]);
    const stranger = await ownerWithFaq();
    await seedChat(stranger.user.corpId, stranger.session.conversationId, [
      { question: 'Can I bring my dog?', source: 'none' },
    ]);

    const all = await list(token);
    expect(all.body.code).toBe(0);
    const byQuestion = new Map(all.body.data.list.map((group) => [group.question, group]));
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.list[0]).toMatchObject({
      question: 'Can I bring my dog?',
      wordings: ['can I bring my dog inside'],
      count: 3,
      reasons: ['unknown'],
    });
    expect(all.body.data.list[0]!.sessionIds.sort()).toEqual(
      [session.conversationId, other.conversationId].sort(),
    );
    expect(byQuestion.get('What are the card fees?')?.reasons).toEqual(['suggestion']);
    expect(byQuestion.get('Do you have a student account?')?.reasons).toEqual(['lowConfidence']);
    expect(byQuestion.get('Is the app down today?')?.reasons).toEqual(['modelError', 'unknown']);
    expect(byQuestion.get('How do I reset my password?')).toMatchObject({
      reasons: ['disliked'],
      closestFaq: { faqId, question: 'How do I reset my password?' },
    });
    expect(byQuestion.has('Where do I park?')).toBe(true);
    for (const absent of ['Where is the branch?', 'opening hours', 'stop', 'wait', ''])
      expect(byQuestion.has(absent)).toBe(false);

    const recent = await list(token, { from: daysAgo(2), to: daysAgo(-1) });
    expect(recent.body.data.list.map((group) => group.question)).not.toContain('Where do I park?');
    expect(recent.body.data.total).toBe(5);
    const old = await list(token, { to: daysAgo(5) });
    expect(old.body.data.list.map((group) => group.question)).toEqual(['Where do I park?']);

    const oneSession = await list(token, { conversationId: other.conversationId });
    expect(oneSession.body.data.list).toMatchObject([{ question: 'Can I bring my dog?', count: 1 }]);
    const paged = await list(token, { pageSize: '2', pageIndex: '2' });
    expect(paged.body.data).toMatchObject({ total: 6, list: [{}, {}] });

    // Another corporation's session is not found; bad input is refused field by field.
    const foreign = await list(token, { conversationId: stranger.session.conversationId });
    expect(foreign.body.code).toBe(ApiCode.notFound);
    const bad = await list(token, { from: 'yesterday', pageSize: '500' });
    expect(bad.body.code).toBe(ApiCode.validation);
    expect(bad.body.data).toMatchObject({
      fields: expect.arrayContaining([
        expect.objectContaining({ field: 'from' }),
        expect.objectContaining({ field: 'pageSize' }),
      ]) as unknown,
    });
    const backwards = await list(token, { from: daysAgo(1), to: daysAgo(3) });
    expect(backwards.body.code).toBe(ApiCode.validation);
    const anonymous = await call(unansweredRoute, '/management/chat/unanswered');
    expect(anonymous.body.code).not.toBe(0);
  });

  it('adds a question as a similar question of an FAQ item in one click: the next visitor gets its answer', async () => {
    const { token, user, session, faqId } = await ownerWithFaq();
    const { chat } = await startChat(server, session.shareCode);
    const missed = await allEvents(server, { type: 'text', ...chat!, text: 'My login code stopped working' });
    expect(missed.find((event) => event.type === 'end')).toMatchObject({ source: 'script' });

    const before = await list(token);
    const group = before.body.data.list.find((item) => item.question === 'My login code stopped working')!;
    expect(group).toMatchObject({ count: 1, reasons: ['unknown'] });

    const done = await resolve(token, {
      action: 'similar',
      turnIds: group.turnIds,
      faqId,
      question: group.question,
    });
    expect(done.body).toMatchObject({ code: 0, data: { faqId, resolved: 1 } });
    const after = await list(token);
    expect(after.body.data.list.map((item) => item.question)).not.toContain('My login code stopped working');
    // The record stays, marked as handled.
    const [, kept] = await turnsOf(chat!.chatId);
    expect(kept).toMatchObject({ question: 'My login code stopped working', resolvedFaqId: faqId });

    const next = await startChat(server, session.shareCode);
    const answered = await allEvents(server, {
      type: 'text',
      ...next.chat!,
      text: 'My login code stopped working',
    });
    expect(sentencesOf(answered).map((sentence) => sentence.text)).toEqual([
      'Open the settings and choose reset password.',
    ]);
    expect(answered.find((event) => event.type === 'end')).toMatchObject({ source: 'faq' });
    expect(user.corpId).toBeTruthy();
  });

  it('adds a question as a new FAQ item in one click, which matching answers at once', async () => {
    const { token, user, session, categoryId } = await ownerWithFaq();
    const { chat } = await startChat(server, session.shareCode);
    await allEvents(server, { type: 'text', ...chat!, text: 'Are you open on Sundays?' });
    const group = (await list(token)).body.data.list[0]!;
    expect(group.question).toBe('Are you open on Sundays?');

    const empty = await resolve(token, {
      action: 'newFaq',
      turnIds: group.turnIds,
      question: group.question,
    });
    expect(empty.body.code).toBe(ApiCode.validation);
    const done = await resolve(token, {
      action: 'newFaq',
      turnIds: group.turnIds,
      question: group.question,
      answer: 'Yes, from ten to four.',
      categoryId,
    });
    expect(done.body.code).toBe(0);
    const db = await getDb();
    const match = await matchKnowledge(db, user.corpId, 'Are you open on Sundays?', {
      useFaq: true,
      categoryIds: [categoryId],
      useFiles: false,
    });
    expect(match.faq.decision).toBe('answer');
    expect(match.faq.matches[0]?.faqId).toBe(done.body.data.faqId);
    const answered = await allEvents(server, { type: 'text', ...chat!, text: 'Are you open on Sundays?' });
    expect(sentencesOf(answered).map((sentence) => sentence.text)).toEqual(['Yes, from ten to four.']);
    expect((await list(token)).body.data.total).toBe(0);
  });

  it('refuses turns and items of another corporation, and unknown actions', async () => {
    const owner = await ownerWithFaq();
    const stranger = await ownerWithFaq();
    const mine = await seedChat(owner.user.corpId, owner.session.conversationId, [
      { question: 'Mine?', source: 'none' },
    ]);
    const theirs = await seedChat(stranger.user.corpId, stranger.session.conversationId, [
      { question: 'Theirs?', source: 'none' },
    ]);
    const theirTurn = await resolve(owner.token, { action: 'dismiss', turnIds: theirs.turnIds });
    expect(theirTurn.body.code).toBe(ApiCode.notFound);
    const mixed = await resolve(owner.token, {
      action: 'dismiss',
      turnIds: [...mine.turnIds, ...theirs.turnIds],
    });
    expect(mixed.body.code).toBe(ApiCode.notFound);
    const theirItem = await resolve(owner.token, {
      action: 'similar',
      turnIds: mine.turnIds,
      faqId: stranger.faqId,
      question: 'Mine?',
    });
    expect(theirItem.body).toMatchObject({ code: ApiCode.notFound, message: expect.any(String) as string });
    expect((await list(stranger.token)).body.data.list.map((group) => group.question)).toEqual(['Theirs?']);
    const unknown = await resolve(owner.token, { action: 'forget', turnIds: mine.turnIds });
    expect(unknown.body.code).toBe(ApiCode.validation);
    const dismissed = await resolve(owner.token, { action: 'dismiss', turnIds: mine.turnIds });
    expect(dismissed.body).toMatchObject({ code: 0, data: { faqId: null, resolved: 1 } });
    expect((await list(owner.token)).body.data.total).toBe(0);
  });

  it('groups rewordings with the knowledge base’s tokenizer (measured on the examples)', async () => {
    const ports = unansweredPorts(await getDb());
    const asked = [
      ...SAME_QUESTION_EXAMPLES.flatMap((wordings, g) =>
        wordings.map((question) => ({ question, label: `s${g}` })),
      ),
      ...DIFFERENT_QUESTIONS.map((question, i) => ({ question, label: `d${i}` })),
    ];
    for (const order of [
      asked,
      [...asked].reverse(),
      asked.filter((_, i) => i % 2).concat(asked.filter((_, i) => !(i % 2))),
    ]) {
      const groups = groupQuestions(order, ports.terms);
      const mixed = groups.filter((group) => new Set(group.items.map((item) => item.label)).size > 1);
      // 22 questions in truth, in any order: one pair of near questions may share a group, few rewordings stay apart.
      expect(mixed.length).toBeLessThanOrEqual(1);
      expect(groups.length).toBeLessThanOrEqual(27);
    }
  });
});
