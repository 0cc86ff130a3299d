import { describe, expect, it } from 'vitest';
import { buildFaqIndex, rankFaq, type FaqSource } from './faq-index';
import { decideRanking, fuse, lexicalOrder, MARGIN, type Candidate } from './fusion';
import { FAQ_THRESHOLDS } from './thresholds';

const item = (
  faqId: string,
  question: string,
  similarQuestions: string[] = [],
  answer = `About ${question}`,
) => ({ faqId, categoryId: 'c', question, answer, similarQuestions }) satisfies FaqSource;

describe('the decision', () => {
  it('answers a clear best match outright', () => {
    expect(
      decideRanking([
        { lexical: 0.9, bm25: 5 },
        { lexical: 0.3, bm25: 2 },
      ]),
    ).toBe('answer');
  });

  it('sends two close good matches to the model as context instead of answering one', () => {
    const best = FAQ_THRESHOLDS.answer + 0.1;
    expect(
      decideRanking([
        { lexical: best, bm25: 5 },
        { lexical: best - MARGIN / 2, bm25: 4 },
      ]),
    ).toBe('context');
    expect(
      decideRanking([
        { lexical: best, bm25: 5 },
        { lexical: best - MARGIN * 2, bm25: 4 },
      ]),
    ).toBe('answer');
  });

  it('sends a middling match as context and drops a poor one', () => {
    expect(decideRanking([{ lexical: 0.5, bm25: 1 }])).toBe('context');
    expect(decideRanking([{ lexical: 0.1, bm25: 1 }])).toBe('none');
    expect(decideRanking([])).toBe('none');
  });

  it('does not answer outright when the second item has a key word of the question that the best lacks', () => {
    const best: Candidate = { lexical: 0.84, bm25: 5, missing: new Set(['ribo']) };
    expect(decideRanking([best, { lexical: 0.5, bm25: 4, missing: new Set() }])).toBe('context');
    // The second lacks it too, or matches too poorly to be a rival: the best is answered.
    expect(decideRanking([best, { lexical: 0.5, bm25: 4, missing: new Set(['ribo']) }])).toBe('answer');
    expect(decideRanking([best, { lexical: 0.1, bm25: 1, missing: new Set() }])).toBe('answer');
    expect(
      decideRanking([
        { ...best, missing: new Set() },
        { lexical: 0.5, bm25: 4 },
      ]),
    ).toBe('answer');
  });

  it('lets the semantic side veto an answer it ranks low, but never answer on its own', () => {
    const lexicalBest: Candidate = { lexical: 0.9, bm25: 5, similarity: 0.1 };
    const others: Candidate[] = [0.8, 0.7, 0.6].map((similarity) => ({ lexical: 0, bm25: 0, similarity }));
    expect(decideRanking([lexicalBest, ...others])).toBe('context');
    expect(decideRanking([{ ...lexicalBest, similarity: 0.95 }, ...others])).toBe('answer');
    // An item not embedded yet is not vetoed: the semantic side knows nothing of it.
    expect(decideRanking([{ lexical: 0.9, bm25: 5 }, ...others])).toBe('answer');
    // First by meaning by far, with no word in common: context, not an answer.
    const meaning: Candidate = { lexical: 0, bm25: 0, similarity: 0.9 };
    const crowd: Candidate[] = [0.3, 0.29, 0.28, 0.27].map((similarity) => ({
      lexical: 0,
      bm25: 0,
      similarity,
    }));
    expect(decideRanking([meaning, ...crowd])).toBe('context');
    // No one stands out of the crowd (an unrelated question): nothing.
    expect(decideRanking([{ ...meaning, similarity: 0.31 }, ...crowd])).toBe('none');
  });
});

describe('the order', () => {
  it('puts an item first in both orders first, and fuses ranks rather than scores', () => {
    const a: Candidate = { lexical: 0.6, bm25: 9, similarity: 0.2 };
    const b: Candidate = { lexical: 0.55, bm25: 8, similarity: 0.9 };
    const c: Candidate = { lexical: 0, bm25: 0, similarity: 0.85 };
    expect(lexicalOrder([b, a, c])).toEqual([a, b]);
    // b: second lexically, first semantically; a: first lexically, last semantically.
    expect(fuse([a, b, c])[0]).toBe(b);
  });
});

describe('FAQ ranking', () => {
  it('counts an item once however many of its similar questions match', async () => {
    const index = await buildFaqIndex([
      item('lost', 'My card is lost', ['I lost my card', 'card lost, what now', 'lost bank card']),
      item('fees', 'What are the card fees?'),
    ]);
    const { hits } = rankFaq(index, 'I lost my card');
    expect(hits.map((hit) => hit.faqId)).toEqual(['lost', 'fees'].slice(0, hits.length));
    expect(new Set(hits.map((hit) => hit.faqId)).size).toBe(hits.length);
  });

  it('does not answer "stolen credit card" with the students\' credit card, whatever their words share', async () => {
    const index = await buildFaqIndex([
      item('students', 'Can students apply for a credit card?', ["students' credit card"]),
      item('stolen', 'What should I do if my credit card is stolen?', ['stolen credit card']),
      item('limit', 'How can I increase my credit card limit?'),
    ]);
    const asked = rankFaq(index, 'stolen credit card');
    expect(asked.hits[0]!.faqId).toBe('stolen');
    expect(asked.decision).toBe('answer');
    const student = rankFaq(index, "students' credit card");
    expect(student.hits[0]!.faqId).toBe('students');
    // Both items share "credit card"; asked only that, it is a doubt between them, never one answer.
    // Both items match as well (over the answer threshold alone): a doubt between them, never one answer.
    for (const question of ['credit card', 'my student credit card was stolen']) {
      const doubt = rankFaq(index, question);
      expect(doubt.hits[0]!.score).toBeGreaterThanOrEqual(FAQ_THRESHOLDS.answer);
      expect(doubt.decision, question).toBe('context');
    }
  });

  it('sends both items as a doubt when the best lacks the rare word that the second has', async () => {
    const index = await buildFaqIndex([
      item('atm', 'ATMの手数料はいくらですか？', [], '当行ATMは無料です。'),
      item(
        'ribo',
        'リボ払いや分割払いに変更できますか？',
        [],
        'アプリから変更できます。リボ払いの手数料は年15%です。',
      ),
      item('wire', '海外送金はいくら送れますか？', [], '1日100万円までです。'),
      item('lost', 'カードをなくしました', [], '紛失の連絡はこちら。'),
    ]);
    // "Revolving payments' fee, how much": the ATM fee matches well by its words but lacks リボ, which the second has.
    const ranked = rankFaq(index, 'リボの手数料いくら');
    expect(ranked.hits.map((hit) => hit.faqId).slice(0, 2)).toEqual(['atm', 'ribo']);
    expect(ranked.hits[0]!.score).toBeGreaterThanOrEqual(FAQ_THRESHOLDS.answer);
    expect(ranked.decision).toBe('context');
    expect(rankFaq(index, 'ATMの手数料いくら').decision).toBe('answer');
  });
});
