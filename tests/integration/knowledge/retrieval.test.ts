import { describe, expect, it } from 'vitest';
import { POST as match } from '@/app/api/management/knowledge/match/route';
import { knowledgePaths, type KnowledgeMatchDto } from '@/features/knowledge/contract';
import { createIndexCache } from '@/features/knowledge/server/retrieval/index-cache';
import { matchKnowledge } from '@/features/knowledge/server/retrieval/match';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { addSession } from '@/tests/integration/sessions/sessions-support';
import { addCategory, addDocument, addFaq, updateFaq } from './retrieval-support';

const ask = (token: string, question: string, conversationId?: string) =>
  call<KnowledgeMatchDto>(match, knowledgePaths.match, { token, body: { question, conversationId } });

async function answerTo(token: string, question: string, conversationId?: string) {
  const { body } = await ask(token, question, conversationId);
  expect(body.code).toBe(0);
  return body.data;
}

describe('knowledge match', () => {
  it('answers with the FAQ item a question asks for, its score and the thresholds', async () => {
    const { token, user } = await loggedInAccount();
    const category = await addCategory(user.corpId);
    const faqId = await addFaq(user.corpId, category, '如何申请开具发票？', { answer: '在费用中心申请' });
    await addFaq(user.corpId, category, '如何修改登录密码？');
    const found = await answerTo(token, '如何申请开具发票');
    expect(found.faq.decision).toBe('answer');
    expect(found.faq.matches[0]).toMatchObject({ faqId, answer: '在费用中心申请' });
    expect(found.faq.matches[0]!.score).toBeGreaterThanOrEqual(found.faq.thresholds.answer);
    expect((await answerTo(token, '明天天气怎么样')).faq.decision).toBe('none');
  });

  it('matches a similar question like the question, and names the item', async () => {
    const { token, user } = await loggedInAccount();
    const category = await addCategory(user.corpId);
    const faqId = await addFaq(user.corpId, category, 'How do I reset my password?', {
      similarQuestions: ['I forgot my login password'],
    });
    const found = await answerTo(token, 'forgot my login password');
    expect(found.faq.matches[0]).toMatchObject({
      faqId,
      question: 'How do I reset my password?',
      matchedText: 'I forgot my login password',
    });
  });

  it('answers from the edited item on the very next question', async () => {
    const { token, user } = await loggedInAccount();
    const category = await addCategory(user.corpId);
    const faqId = await addFaq(user.corpId, category, 'Which payment methods do you accept?', {
      answer: 'Cards only.',
    });
    expect((await answerTo(token, 'which payment methods')).faq.matches[0]!.answer).toBe('Cards only.');
    await updateFaq(user.corpId, faqId, { answer: 'Cards and bank transfer.' });
    expect((await answerTo(token, 'which payment methods')).faq.matches[0]!.answer).toBe(
      'Cards and bank transfer.',
    );
  });

  it('gives the same answer in every app instance after an edit made through any of them', async () => {
    const { user } = await loggedInAccount();
    const db = await getDb();
    const [one, two] = [createIndexCache(), createIndexCache()];
    const ask = (cache: typeof one) =>
      matchKnowledge(db, user.corpId, '数字人支持哪些语言', { useFaq: true, useFiles: false }, cache);
    const category = await addCategory(user.corpId);
    const faqId = await addFaq(user.corpId, category, '数字人支持哪些语言？', { answer: '中文和英文' });
    expect((await ask(one)).faq.matches[0]!.answer).toBe('中文和英文');
    expect((await ask(two)).faq.matches[0]!.answer).toBe('中文和英文');
    await updateFaq(user.corpId, faqId, { answer: '中文、英文和日文' });
    expect((await ask(one)).faq.matches[0]!.answer).toBe('中文、英文和日文');
    expect((await ask(two)).faq.matches[0]!.answer).toBe('中文、英文和日文');
  });

  it('keeps at most the indexes it may hold, and still answers every corporation right', async () => {
    const db = await getDb();
    const cache = createIndexCache({ maxIndexes: 1 });
    const corps = [(await loggedInAccount()).user.corpId, (await loggedInAccount()).user.corpId];
    const answers = ['Nine to five.', 'Around the clock.'];
    for (const [i, corpId] of corps.entries())
      await addFaq(corpId, await addCategory(corpId), 'What are your support hours?', { answer: answers[i] });
    for (const round of [0, 1])
      for (const [i, corpId] of corps.entries()) {
        const found = await matchKnowledge(
          db,
          corpId,
          'support hours',
          { useFaq: true, useFiles: false },
          cache,
        );
        expect(found.faq.matches[0]!.answer, `round ${round}`).toBe(answers[i]);
        expect(cache.stats().indexes).toBe(1);
      }
  });

  it('never matches an invalid item, and stops matching one as soon as it is disabled', async () => {
    const { token, user } = await loggedInAccount();
    const category = await addCategory(user.corpId);
    await addFaq(user.corpId, category, 'Can I get a refund?', { status: 'invalid' });
    const live = await addFaq(user.corpId, category, 'Can I cancel my subscription?');
    expect((await answerTo(token, 'Can I get a refund?')).faq.matches).toEqual([]);
    expect((await answerTo(token, 'cancel my subscription')).faq.matches[0]!.faqId).toBe(live);
    await updateFaq(user.corpId, live, { status: 'invalid' });
    const after = await answerTo(token, 'cancel my subscription');
    expect(after.faq.matches).toEqual([]);
    expect(after.faq.decision).toBe('none');
  });

  it('answers from the best passages of parsed documents, naming each document', async () => {
    const { token, user } = await loggedInAccount();
    const manual = await addDocument(user.corpId, '产品手册.docx', [
      '数字人平台支持私有化部署，部署需要一台带 GPU 的服务器。',
      '售后服务时间为工作日九点到十八点。',
    ]);
    await addDocument(user.corpId, '草稿.docx', ['私有化部署的草稿，尚未解析完成。'], 'parsing');
    const found = await answerTo(token, '可以私有化部署吗');
    expect(found.passages.length).toBeGreaterThan(0);
    expect(found.passages[0]).toMatchObject({ fileId: manual, fileName: '产品手册.docx', ordinal: 0 });
    expect(found.passages.every((passage) => passage.fileId === manual)).toBe(true);
  });

  it('answers as a session would: only its FAQ categories and its documents', async () => {
    const { token, user } = await loggedInAccount();
    const sales = await addCategory(user.corpId);
    const support = await addCategory(user.corpId);
    await addFaq(user.corpId, sales, 'How much does the platform cost?');
    const supportItem = await addFaq(user.corpId, support, 'How do I contact customer support?');
    const priceList = await addDocument(user.corpId, 'prices.pdf', [
      'The platform costs 99 dollars a month.',
    ]);
    await addDocument(user.corpId, 'secret.pdf', ['Internal: the platform costs 50 dollars for partners.']);
    const { body: session } = await addSession(token, {
      knowledgeIsUsed: true,
      knowledgeDtoList: [{ knowledgeId: support }],
      fileIsUsed: true,
      kbConversationDto: { fileIds: [priceList] },
    });
    expect(session.code).toBe(0);
    const id = session.data.conversationId;

    const price = await answerTo(token, 'How much does the platform cost?', id);
    expect(price.faq.matches).toEqual([]);
    expect(price.passages.map((passage) => passage.fileName)).toEqual(['prices.pdf']);
    expect((await answerTo(token, 'contact customer support', id)).faq.matches[0]!.faqId).toBe(supportItem);
    // The whole knowledge base without a session.
    const whole = await answerTo(token, 'How much does the platform cost?');
    expect(whole.faq.decision).toBe('answer');
    expect(whole.passages.map((passage) => passage.fileName).sort()).toEqual(['prices.pdf', 'secret.pdf']);
  });

  it('uses no FAQ and no documents for a session that turned them off', async () => {
    const { token, user } = await loggedInAccount();
    const category = await addCategory(user.corpId);
    await addFaq(user.corpId, category, 'How do I create a session?');
    await addDocument(user.corpId, 'guide.docx', ['To create a session, open the wizard.']);
    const { body: session } = await addSession(token, { knowledgeIsUsed: false, fileIsUsed: false });
    const found = await answerTo(token, 'How do I create a session?', session.data.conversationId);
    expect(found.faq).toMatchObject({ decision: 'none', matches: [] });
    expect(found.passages).toEqual([]);
  });

  it("never shows another corporation's knowledge, nor reads its sessions", async () => {
    const mine = await loggedInAccount();
    const theirs = await loggedInAccount();
    const category = await addCategory(theirs.user.corpId);
    await addFaq(theirs.user.corpId, category, 'What is the partner discount code?');
    await addDocument(theirs.user.corpId, 'partners.docx', ['The partner discount code is SECRET42.']);
    const found = await answerTo(mine.token, 'What is the partner discount code?');
    expect(found.faq.matches).toEqual([]);
    expect(found.passages).toEqual([]);
    const { body: session } = await addSession(theirs.token);
    const refused = await ask(mine.token, 'discount code', session.data.conversationId);
    expect(refused.body.code).toBe(ApiCode.notFound);
  });

  it('asks who is calling', async () => {
    const { status, body } = await call(match, knowledgePaths.match, { body: { question: 'hello' } });
    expect(status).toBe(401);
    expect(body.code).toBe(ApiCode.unauthenticated);
  });
});
