import { FAQ_THRESHOLDS, type FaqDecision } from './thresholds';

// Ordering and deciding over scored FAQ candidates (one per item, however many of its similar questions match):
// the lexical 0–1 score of scoring.ts, minisearch's BM25 over question, similar questions and answer, and — with an
// embeddings provider — each item's best cosine with the question. Figures behind each choice: README.md.
//
// - Lexical order: reciprocal rank fusion of the 0–1 score's order and BM25's. The 0–1 score compares the
//   question with the item's nearest phrasing and is calibrated for the thresholds; BM25 sees all of the item's
//   words at once (field weights: question 1, answer 0.3) and breaks the ties and near-ties of the other.
// - Margin: two items that both match well and within MARGIN of each other ("students' credit card" and "stolen
//   credit card" for "my credit card was stolen") are a doubt, not an answer: the best go to the model as context
//   (and to the runtime's suggestions) instead of one of them given outright.
// - Semantic fusion: RRF of the lexical order and the cosine order. Ranks, not scores: a cosine means something else
//   for every model (bge-m3 puts unrelated texts near 0.4, text-embedding-3 near 0.1), while the lexical score is
//   what the thresholds are calibrated on; RRF needs neither on the other's scale.
// - Decision with both: an outright answer still needs the calibrated lexical rule, on the item the fusion put
//   first, and the semantic side must not rank that item low (a veto). The semantic side alone never answers
//   outright, as no model's cosine could be calibrated here; it can send an item that stands out of the semantic
//   crowd to the model as context.

export interface Candidate {
  lexical: number;
  /** minisearch's BM25. */
  bm25: number;
  similarity?: number;
  /** The question's key words (its rarest, keyWords()) that the item has nowhere: not in a phrasing, not in its answer. */
  missing?: ReadonlySet<string>;
}

/** How close the second item may come to the best before the best is no longer answered outright. */
export const MARGIN = 0.06;
/** RRF's constant: small, as there are few candidates and the first ranks are what matters. */
export const RRF_K = 5;
/** The best cosine must exceed the SPREAD_RANK-th best by this much to count as standing out. */
export const STANDOUT = 0.08;
export const SPREAD_RANK = 5;
/** A question word is a key word when its IDF is at least this share of the question's rarest word's. */
export const KEY_SHARE = 0.6;
/** How many of the first items the key-word rule compares the best with. */
export const KEY_RIVALS = 2;

/** Beyond this semantic rank (from 0), the semantic side vetoes a lexical answer. */
export const VETO_RANK = 3;

const byLexical = <T extends Candidate>(a: T, b: T) => b.lexical - a.lexical || b.bm25 - a.bm25;

/** Rank of each candidate in an order, from 0. */
const ranks = <T>(order: T[]) => new Map(order.map((c, rank) => [c, rank] as const));
const rrf = (rank: number | undefined) => (rank === undefined ? 0 : 1 / (RRF_K + rank + 1));

export function lexicalOrder<T extends Candidate>(candidates: T[]): T[] {
  const kept = candidates.filter((c) => c.lexical > 0);
  const byScore = ranks([...kept].sort(byLexical));
  const byBm25 = ranks([...kept].sort((a, b) => b.bm25 - a.bm25));
  const fused = (c: T) => rrf(byScore.get(c)) + rrf(byBm25.get(c));
  return kept.sort((a, b) => fused(b) - fused(a) || byLexical(a, b));
}

const semanticOrder = <T extends Candidate>(candidates: T[]) =>
  candidates.filter((c) => c.similarity !== undefined).sort((a, b) => b.similarity! - a.similarity!);

export function fuse<T extends Candidate>(candidates: T[]): T[] {
  const lexical = ranks(lexicalOrder([...candidates]));
  const semantic = ranks(semanticOrder(candidates));
  const fused = (c: T) => rrf(lexical.get(c)) + rrf(semantic.get(c));
  return candidates
    .filter((c) => lexical.has(c) || semantic.has(c))
    .sort((a, b) => fused(b) - fused(a) || byLexical(a, b));
}

/**
 * Whether another of the first items has a key word of the question that the best lacks ("students' credit card"
 * answered for "my credit card was stolen", while "stolen credit card" is second): a doubt, not an answer.
 */
function outdone(best: Candidate, ranked: Candidate[]): boolean {
  if (!best.missing?.size) return false;
  return ranked
    .slice(1, KEY_RIVALS)
    .some(
      (rival) =>
        rival.lexical >= FAQ_THRESHOLDS.context &&
        rival.missing !== undefined &&
        [...best.missing!].some((word) => !rival.missing!.has(word)),
    );
}

/** What to do with the first of a ranked list. */
export function decideRanking(ranked: Candidate[]): FaqDecision {
  const best = ranked[0];
  if (!best) return 'none';
  const runnerUp = ranked.reduce((most, c) => (c !== best && c.lexical > most ? c.lexical : most), 0);
  const clear =
    best.lexical >= FAQ_THRESHOLDS.answer && best.lexical - runnerUp >= MARGIN && !outdone(best, ranked);
  const semantic = semanticOrder(ranked);
  if (semantic.length === 0) {
    if (clear) return 'answer';
    return best.lexical >= FAQ_THRESHOLDS.context ? 'context' : 'none';
  }
  const semanticRank = semantic.indexOf(best);
  // An item without a vector (not embedded yet) is not vetoed: the semantic side knows nothing of it.
  if (clear && semanticRank < VETO_RANK) return 'answer';
  const spread = semantic[Math.min(SPREAD_RANK, semantic.length) - 1]!.similarity!;
  const standsOut = semanticRank === 0 && semantic.length > 1 && best.similarity! - spread >= STANDOUT;
  if (best.lexical >= FAQ_THRESHOLDS.context || standsOut) return 'context';
  return 'none';
}
