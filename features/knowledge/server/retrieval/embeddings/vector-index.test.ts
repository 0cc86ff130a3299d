import { describe, expect, it } from 'vitest';
import { buildFaqIndex } from '../faq-index';
import { textHash } from './text-hash';
import { alignVectors, similarities } from './vector-index';

const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values.map((v) => v / norm));
};

describe('FAQ vectors in process', () => {
  it('gives each item its nearest phrasing, and only items whose current texts have vectors', async () => {
    const index = await buildFaqIndex([
      { faqId: 'a', categoryId: 'c', question: 'alpha', answer: 'x', similarQuestions: ['alpha two'] },
      { faqId: 'b', categoryId: 'c', question: 'beta', answer: 'y', similarQuestions: [] },
      { faqId: 'c', categoryId: 'c', question: 'gamma (edited)', answer: 'z', similarQuestions: [] },
    ]);
    const byHash = new Map([
      [textHash('alpha'), unit(1, 0, 0)],
      [textHash('alpha two'), unit(0, 1, 0)],
      [textHash('beta'), unit(1, 1, 0)],
      // A vector of the text before the edit: no phrasing has that text any more.
      [textHash('gamma'), unit(0, 0, 1)],
    ]);
    const vectors = alignVectors(index, { kind: 'vectors', byHash, size: byHash.size })!;
    expect(vectors).toMatchObject({ rows: 3, items: 2, dims: 3 });
    const found = similarities(vectors, unit(0, 1, 0), index.docs.length);
    expect(found.size).toBe(2);
    expect(found.get(0)).toBeCloseTo(1);
    expect(found.get(1)).toBeCloseTo(Math.SQRT1_2);
    expect(found.get(2)).toBeUndefined();
    expect(found.nearest(5).map(([doc]) => doc)).toEqual([0, 1]);
    expect(found.nearest(1)).toEqual([[0, expect.closeTo(1)]]);
    expect(found.nearest(5, (doc) => doc !== 0).map(([doc]) => doc)).toEqual([1]);
  });
});
