import { describe, expect, it } from 'vitest';
import { DIFFERENT_QUESTIONS, SAME_QUESTION_EXAMPLES } from './group-examples';
import { groupQuestions, normalWording, plainTerms } from './group-questions';

const labelled = [
  ...SAME_QUESTION_EXAMPLES.flatMap((list, g) => list.map((question) => ({ question, label: `same${g}` }))),
  ...DIFFERENT_QUESTIONS.map((question, i) => ({ question, label: `other${i}` })),
];

describe('groupQuestions', () => {
  it('puts the same wording (case, width, punctuation aside) in one group', () => {
    const groups = groupQuestions(
      [
        { question: 'Card lost?' },
        { question: 'card  LOST' },
        { question: '卡丢了！' },
        { question: '卡丢了' },
      ],
      plainTerms,
    );
    expect(groups.map((group) => group.items.length)).toEqual([2, 2]);
    expect(normalWording('Ｃard, lost?')).toBe('cardlost');
  });

  it('keeps different questions apart and most rewordings together with plain terms', () => {
    const groups = groupQuestions(labelled, plainTerms);
    const mixed = groups.filter((group) => new Set(group.items.map((item) => item.label)).size > 1);
    expect(mixed).toEqual([]);
    // 22 questions in truth; plain terms (no dictionary, no stems) leave some rewordings apart.
    expect(groups.length).toBeLessThanOrEqual(33);
    const lost = groups.find((group) => group.items.some((item) => item.question === '信用卡丢了怎么办'));
    expect(lost?.items.map((item) => item.question)).toEqual(
      expect.arrayContaining(['信用卡丢失了怎么办？']),
    );
  });

  it('returns nothing for nothing', () => {
    expect(groupQuestions([], plainTerms)).toEqual([]);
  });
});
