// BM25 ranks candidates well but its numbers mean nothing across questions: they grow with the question's length
// and the rarity of its words, so a fixed threshold on them would answer long questions too eagerly and short
// ones never. The score the thresholds compare is instead an IDF-weighted overlap, 0–1 for any question:
//   recall    = how much of the question's information the text covers,
//   precision = how much of the text's information the question asked about,
// each a sum of IDF weights of shared terms over the sum of all; the score is their weighted harmonic mean
// (F-beta, recall counting more: a visitor's question is often shorter or longer-winded than the FAQ's, but an
// answer to something they did not ask is the worse mistake). Identical wording scores 1, no shared rare word ~0;
// a question word missing from the index entirely counts at full weight, so "refund for a rocket" does not
// match "refund" confidently. Near matches earn part credit: a Latin prefix ("cancel"/"cancellation") or one
// typo, and a Chinese word inside another ("改" in "修改").

export const PREFIX_CREDIT = 0.8;
export const FUZZY_CREDIT = 0.7;
export const CONTAINS_CREDIT = 0.6;
/** Recall counts BETA² times as much as precision. */
const BETA = 1.2;

const LATIN = /^[a-z]/;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Inverse document frequency as BM25 defines it; a term the index has never seen gets the rarest weight. */
export function idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** How well term `a` is met by term `b`: 1 same, part credit for a near form, 0 otherwise. */
export function termCredit(a: string, b: string): number {
  if (a === b) return 1;
  if (LATIN.test(a) && LATIN.test(b)) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    if (short.length >= 4 && long.startsWith(short)) return PREFIX_CREDIT;
    if (short.length >= 5 && withinOneEdit(a, b)) return FUZZY_CREDIT;
    return 0;
  }
  if (CJK.test(a) && CJK.test(b) && (a.includes(b) || b.includes(a))) return CONTAINS_CREDIT;
  return 0;
}

function coverage(from: string[], to: string[], weight: (term: string) => number) {
  let total = 0;
  let matched = 0;
  for (const term of from) {
    const w = weight(term);
    total += w;
    let best = 0;
    for (const other of to) {
      best = Math.max(best, termCredit(term, other));
      if (best === 1) break;
    }
    matched += w * best;
  }
  return total === 0 ? 0 : matched / total;
}

/** Unique terms of the question and of the text; `weight` is the index's IDF of a term. */
export function overlapScore(question: string[], text: string[], weight: (term: string) => number): number {
  const recall = coverage(question, text, weight);
  if (recall === 0) return 0;
  const precision = coverage(text, question, weight);
  if (precision === 0) return 0;
  const b2 = BETA * BETA;
  return ((1 + b2) * precision * recall) / (b2 * precision + recall);
}

/** How much of the question a passage covers (a passage is longer than any question: precision means nothing). */
export function recallScore(question: string[], text: string[], weight: (term: string) => number): number {
  return coverage(question, text, weight);
}
