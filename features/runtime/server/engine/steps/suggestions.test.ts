import { describe, expect, it } from 'vitest';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import { isTie, suggestionSpeech, suggestionsFor } from './suggestions';

const THRESHOLDS = { answer: 0.65, context: 0.3 };
const item = (faqId: string, question: string, score: number) => ({
  faqId,
  question,
  matchedText: question,
  answer: `Answer ${faqId}`,
  score,
});
const faq = (
  decision: KnowledgeMatchDto['faq']['decision'],
  ...matches: ReturnType<typeof item>[]
): KnowledgeMatchDto['faq'] => ({ decision, matches, thresholds: THRESHOLDS });

describe('suggestions', () => {
  it('offers the close items of an uncertain match, best first, within reach of the best', () => {
    const found = faq(
      'context',
      item('a', '信用卡丢了怎么挂失', 0.58),
      item('b', '信用卡被盗刷怎么办', 0.52),
      item('c', '如何办理学生信用卡', 0.35),
    );
    expect(suggestionsFor(found)).toEqual([
      { faqId: 'a', question: '信用卡丢了怎么挂失' },
      { faqId: 'b', question: '信用卡被盗刷怎么办' },
    ]);
  });

  it('offers three at most, below the context threshold none, and one question once', () => {
    const found = faq(
      'context',
      item('a', 'Open hours?', 0.5),
      item('b', 'open hours?', 0.49),
      item('c', 'Holiday hours?', 0.45),
      item('d', 'Weekend hours?', 0.44),
      item('e', 'Night hours?', 0.29),
    );
    expect(suggestionsFor(found).map((s) => s.faqId)).toEqual(['a', 'c', 'd']);
  });

  it('offers nothing when the FAQ answered or nothing was close', () => {
    expect(
      suggestionsFor(faq('answer', item('a', 'Reset password?', 0.9), item('b', 'Reset PIN?', 0.6))),
    ).toEqual([]);
    expect(suggestionsFor(faq('none', item('a', 'Reset password?', 0.2)))).toEqual([]);
    expect(suggestionsFor(faq('context'))).toEqual([]);
  });

  it('treats two different questions that both answer with scores a hair apart as a tie to ask about', () => {
    const tie = faq(
      'answer',
      item('a', 'How do I reset my password?', 0.8),
      item('b', 'How do I reset my PIN?', 0.77),
    );
    expect(isTie(tie)).toBe(true);
    expect(suggestionsFor(tie).map((s) => s.faqId)).toEqual(['a', 'b']);
    // Further apart, or the same question twice: the best answers.
    expect(isTie(faq('answer', item('a', 'Reset password?', 0.9), item('b', 'Reset PIN?', 0.84)))).toBe(
      false,
    );
    expect(isTie(faq('answer', item('a', 'Reset password?', 0.9), item('b', 'reset password?', 0.9)))).toBe(
      false,
    );
  });
});

describe('what introduces them', () => {
  const offered = [
    { faqId: 'a', question: '信用卡丢了怎么挂失' },
    { faqId: 'b', question: '信用卡被盗刷怎么办？' },
  ];

  it("is the session's guiding language, then each question as a sentence", () => {
    expect(suggestionSpeech(offered, { guidingLanguage: '您可以这样问我：', language: 'zh' })).toBe(
      '您可以这样问我：信用卡丢了怎么挂失？信用卡被盗刷怎么办？',
    );
  });

  it("is a default in the session's language without one", () => {
    expect(suggestionSpeech(offered, { guidingLanguage: null, language: 'zh' })).toBe(
      '您是不是想问：信用卡丢了怎么挂失？信用卡被盗刷怎么办？',
    );
    expect(
      suggestionSpeech([{ faqId: 'a', question: 'How do I report a lost card' }], {
        guidingLanguage: null,
        language: 'en',
      }),
    ).toBe('Did you mean one of these? How do I report a lost card?');
  });
});
