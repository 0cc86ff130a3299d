import { beforeAll, describe, expect, it } from 'vitest';
import { createIndexCache } from '@/features/knowledge/server/retrieval/index-cache';
import { getDb } from '@/lib/server/db/client';
import {
  evaluateSet,
  loadRetrievalSets,
  qualitySets,
  report,
  type EvalReport,
  type SetResult,
} from '@/tests/support/retrieval-eval';

// Retrieval quality on the paraphrase sets of tests/data/retrieval (bank, hospital, government, retail; zh, en,
// ja), written by someone who never saw the matching code. Each set is imported as a customer would and every
// question asked through `matchKnowledge`. The floors are on the *held-out* half, which the scoring was never
// adjusted on, and sit a little under what the lexical path reaches (README.md, "Figures"), so that a real
// regression fails here. `npm run eval:kb` prints the whole table (and, with --failures, the tune half's misses).

let figures: EvalReport;

beforeAll(async () => {
  const db = await getDb();
  const cache = createIndexCache();
  const results: SetResult[] = [];
  for (const set of loadRetrievalSets()) results.push(await evaluateSet(db, set, { cache }));
  const quality: SetResult[] = [];
  for (const set of await qualitySets()) quality.push(await evaluateSet(db, set, { cache }));
  figures = report(results, quality);
}, 600_000);

/**
 * Held-out floors per language: hit@1, hit@3, at most this share of its questions answered wrongly outright (the
 * issue's goal, 1 %), and at least this many answered outright (so that "never answer" cannot pass for "never
 * wrong"). Reached (lexical, no embeddings provider): zh 0.679 / 0.842 / 1 wrong of 41 answered of 240,
 * en 0.588 / 0.767 / 1 of 29 of 240, ja 0.642 / 0.825 / 0 of 10 of 120.
 */
const FLOORS: Record<string, { hit1: number; hit3: number; wrong: number; answered: number }> = {
  zh: { hit1: 0.65, hit3: 0.81, wrong: 0.01, answered: 35 },
  en: { hit1: 0.56, hit3: 0.74, wrong: 0.01, answered: 24 },
  ja: { hit1: 0.6, hit3: 0.78, wrong: 0.01, answered: 8 },
};

describe('FAQ retrieval on paraphrases written by someone else (held-out half)', () => {
  it('has the sets it is meant to measure', () => {
    expect(Object.keys(figures.languages)).toEqual(expect.arrayContaining(['zh', 'en']));
    for (const lang of ['zh', 'en'])
      expect(figures.languages[lang]!.heldout.questions).toBeGreaterThanOrEqual(120);
  });

  for (const [lang, floor] of Object.entries(FLOORS))
    it(`finds the item a ${lang} question asks for, and rarely answers it wrongly outright`, () => {
      const heldout = figures.languages[lang]!.heldout;
      expect(heldout['hit@1']).toBeGreaterThanOrEqual(floor.hit1);
      expect(heldout['hit@3']).toBeGreaterThanOrEqual(floor.hit3);
      expect(heldout['answered wrong']).toBeLessThanOrEqual(Math.floor(heldout.questions * floor.wrong));
      expect(heldout.answered).toBeGreaterThanOrEqual(floor.answered);
    });

  it('never answers an unrelated question outright', () => {
    for (const halves of Object.values(figures.languages)) {
      expect(halves.heldout['unrelated answered']).toBe(0);
      expect(halves.tune['unrelated answered']).toBe(0);
    }
    for (const quality of Object.values(figures.quality)) expect(quality['unrelated answered']).toBe(0);
  });

  it('keeps the hand-written quality set where it was', () => {
    expect(figures.quality.zh!['hit@1']).toBeGreaterThanOrEqual(0.58);
    expect(figures.quality.en!['hit@1']).toBeGreaterThanOrEqual(0.58);
    expect(figures.quality.zh!['answered wrong']).toBeLessThanOrEqual(1);
    expect(figures.quality.en!['answered wrong']).toBeLessThanOrEqual(1);
    expect(figures.quality.zh!.answered).toBeGreaterThanOrEqual(12);
    expect(figures.quality.en!.answered).toBeGreaterThanOrEqual(9);
  });
});
