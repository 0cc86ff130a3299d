// BM25 ranks candidates well but its numbers mean nothing across questions: they grow with the question's length
// and the rarity of its words, so a fixed threshold on them would answer long questions too eagerly and short
// ones never. The score the thresholds compare is instead an IDF-weighted overlap, 0–1 for any question:
//   recall    = how much of the question's information the text covers,
//   precision = how much of the text's information the question asked about,
// each a sum of IDF weights of shared terms over the sum of all; the score is their weighted harmonic mean
// (F-beta, recall counting more: a visitor's question is often shorter or longer-winded than the FAQ's, but an
// answer to something they did not ask is the worse mistake). Identical wording scores 1, no shared rare word ~0;
// a question word missing from the index entirely counts at full weight, so "refund for a rocket" does not
// match "refund" confidently. Near matches earn part credit: a synonym of the synonym table ("cost"/"price",
// "多少钱"/"收费"), a Latin prefix or one typo ("passwrd"), a Chinese word inside another ("改" in "修改"), and a
// phrase of the synonym table and one of its words ("sign_up"/"sign"). The stemmer has already made the forms of
// one English word the same term.
//
// An FAQ item's answer is matched too, but it only adds to the question's score (`withAnswer`): an answer is long
// and mentions many things it does not answer ("support ticket" in the answer about refunds does not make it the
// answer to "refund for my train ticket"), so on its own it can bring an item to the model as context, never to a
// verbatim answer; it lifts an item whose question already matches in part, and ranks items whose questions match
// equally.

import { synonymsOf } from './synonyms';

export const SYNONYM_CREDIT = 0.8;
export const PREFIX_CREDIT = 0.8;
export const FUZZY_CREDIT = 0.7;
export const CONTAINS_CREDIT = 0.6;
/** Recall counts BETA² times as much as precision. */
const BETA = 1.2;
/**
 * How much an answer adds: `withAnswer(q, a) = q + (1 − q) · ANSWER_WEIGHT · a`, q the question's score, a how much
 * of the visitor's question the answer covers. At 0.5, an answer alone (q = 0) scores at most 0.5: context at best,
 * below the 0.65 answer threshold (thresholds.ts). To be given as the answer, an item's question must itself reach
 * the context threshold (q ≥ 0.3) and its answer cover all of the visitor's question — or the question match be
 * stronger, with less from the answer. Ranking gains most: two items whose questions match alike are told apart by
 * their answers.
 */
export const ANSWER_WEIGHT = 0.5;

const isLatin = (term: string) => term.charCodeAt(0) >= 97 && term.charCodeAt(0) <= 122;
/** Han, kana: every code point from U+3040 on that the tokenizer keeps is one of them, or Hangul. */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const isCjk = (term: string) => term.charCodeAt(0) >= 0x3040 && CJK.test(term);

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

/** Part credit for a near form of a word: prefix, one typo, a word inside another, a phrase and its words. */
function nearCredit(a: string, b: string): number {
  if (isLatin(a) && isLatin(b)) {
    if (a.includes('_') || b.includes('_')) {
      const [phrase, word] = a.includes('_') ? [a, b] : [b, a];
      return phrase.split('_').includes(word) ? CONTAINS_CREDIT : 0;
    }
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    if (short.length >= 4 && long.startsWith(short)) return PREFIX_CREDIT;
    if (short.length >= 5 && withinOneEdit(a, b)) return FUZZY_CREDIT;
    return 0;
  }
  if ((a.includes(b) || b.includes(a)) && isCjk(a) && isCjk(b)) return CONTAINS_CREDIT;
  return 0;
}

/** How well term `a` is met by term `b`: 1 same, part credit for a synonym or a near form, 0 otherwise. */
export function termCredit(a: string, b: string): number {
  if (a === b) return 1;
  if (synonymsOf(a).has(b)) return SYNONYM_CREDIT;
  return nearCredit(a, b);
}

/**
 * Which near forms earn part credit: all, or only a Chinese/Japanese word inside another — how those languages
 * say one thing in words that share characters — for a long text, where an English prefix or a one-letter
 * difference meets some word by chance.
 */
export type Near = 'all' | 'cjk';

/** How well a term is met by the best of a text's terms. */
function bestCredit(term: string, text: ReadonlySet<string>, near: Near): number {
  if (text.has(term)) return 1;
  let best = 0;
  for (const synonym of synonymsOf(term))
    if (text.has(synonym)) {
      best = SYNONYM_CREDIT;
      break;
    }
  if (best >= PREFIX_CREDIT || (near === 'cjk' && !isCjk(term))) return best;
  for (const other of text) {
    const credit = nearCredit(term, other);
    if (credit > best) best = credit;
  }
  return best;
}

function coverage(
  from: Iterable<string>,
  to: ReadonlySet<string>,
  weight: (term: string) => number,
  near: Near = 'all',
) {
  let total = 0;
  let matched = 0;
  for (const term of from) {
    const w = weight(term);
    total += w;
    matched += w * bestCredit(term, to, near);
  }
  return total === 0 ? 0 : matched / total;
}

/** Unique terms of the question and of the text; `weight` is the index's IDF of a term. */
export function overlapScore(
  question: readonly string[],
  text: ReadonlySet<string>,
  weight: (term: string) => number,
): number {
  const asked = new Set(question);
  const recall = coverage(asked, text, weight);
  if (recall === 0) return 0;
  const precision = coverage(text, asked, weight);
  if (precision === 0) return 0;
  const b2 = BETA * BETA;
  return ((1 + b2) * precision * recall) / (b2 * precision + recall);
}

/** How much of the question a longer text covers (a passage, an answer: precision means nothing there). */
export function recallScore(
  question: readonly string[],
  text: ReadonlySet<string>,
  weight: (term: string) => number,
  near: Near = 'all',
): number {
  return coverage(new Set(question), text, weight, near);
}

/** An FAQ item's score: its question's, lifted by how much of the question its answer covers (see above). */
export function withAnswer(questionScore: number, answerRecall: number): number {
  return questionScore + (1 - questionScore) * ANSWER_WEIGHT * answerRecall;
}
