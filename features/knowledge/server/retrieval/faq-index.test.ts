import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildFaqIndex, searchFaq, type FaqSource } from './faq-index';
import { decideFaq } from './thresholds';

const item = (
  faqId: string,
  question: string,
  answer: string,
  similarQuestions: string[] = [],
): FaqSource => ({
  faqId,
  categoryId: 'c',
  question,
  answer,
  similarQuestions,
});

const desk = [
  item('price', 'How much does the platform cost?', 'Plans start at 99 USD a month; see the Pricing page.'),
  item(
    'reset',
    'I forgot my password',
    'Click "Forgot password" on the login page and follow the email we send.',
  ),
  item(
    'voice',
    'Which voices can I choose?',
    'There are many male and female voices; play a sample before choosing.',
  ),
  item('hours', 'What are your support hours?', 'Support answers Monday to Friday, 9:00 to 18:00.'),
];

describe('FAQ index', () => {
  it('finds an item asked about in other words through the synonym table', async () => {
    const index = await buildFaqIndex(desk);
    expect(searchFaq(index, "what's the pricing")[0]?.faqId).toBe('price');
    expect(searchFaq(index, 'can I listen to a voice sample first')[0]?.faqId).toBe('voice');
  });

  it('gives the answer to the wording of its own question, and only context when just its answer matches', async () => {
    const index = await buildFaqIndex(desk);
    const exact = searchFaq(index, 'How much does the platform cost?')[0]!;
    expect(decideFaq(exact.score)).toBe('answer');
    const answerOnly = searchFaq(index, 'is there a sample I can play')[0]!;
    expect(answerOnly.faqId).toBe('voice');
    expect(decideFaq(answerOnly.score)).not.toBe('answer');
  });

  it("serves an instance's other requests while a large index is built", async () => {
    const items = Array.from({ length: 3000 }, (_, i) =>
      item(`f${i}`, `如何设置第${i}号会话的开场白？ session ${i}`, `在会话编辑页填写第${i}号开场白。`),
    );
    let turns = 0;
    let built = false;
    const build = buildFaqIndex(items).then((index) => {
      built = true;
      return index;
    });
    while (!built) {
      await nextTurn();
      turns += 1;
    }
    const index = await build;
    expect(turns).toBeGreaterThan(5);
    expect(searchFaq(index, '第2999号会话的开场白')[0]?.faqId).toBe('f2999');
  });
});
