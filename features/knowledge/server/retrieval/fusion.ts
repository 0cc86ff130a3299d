import { FAQ_THRESHOLDS, type FaqDecision } from './thresholds';

// Ranking and deciding over scored FAQ candidates: the lexical 0–1 score (scoring.ts) and, with an embeddings
// provider, each item's best cosine with the question.
//
// - Margin: two items that both match well and within MARGIN of each other ("students' credit card" and "stolen
//   credit card" for "my credit card was stolen") are a doubt, not an answer: the best go to the model as context
//   (and to the runtime's suggestions) instead of one answer given outright.
// - Fusion: reciprocal rank fusion of the lexical and the semantic order. Ranks, not scores, because a cosine
//   means something else for every model (bge-m3 puts unrelated texts near 0.4, text-embedding-3 near 0.1), while
//   the lexical score is calibrated for the thresholds; RRF needs neither to be on the other's scale.
// - Decision with both: the lexical rule still answers (unless the semantic side ranks that item low: a veto), and
//   an item first in both orders, standing out from the semantic crowd, answers with a weaker lexical score.

export interface Candidate {
  lexical: number;
  /** minisearch's BM25, to order equal lexical scores. */
  bm25: number;
  similarity?: number;
}

/** How close the second item may come to the best before the best is no longer answered outright. */
export const MARGIN = 0.06;
/** RRF's constant: small, as there are few candidates and the first ranks are what matters. */
export const RRF_K = 5;
/** The semantic order's weight in the fusion (the lexical order's is 1). */
export const SEMANTIC_WEIGHT = 1;
/** With both orders agreeing on the best item, this lexical score is enough to answer it. */
export const AGREED_ANSWER = 0.5;
/** The best cosine must exceed the SPREAD_RANK-th best by this much: a real match stands out of the crowd. */
export const STANDOUT = 0.08;
export const SPREAD_RANK = 5;
/** Beyond this semantic rank, the semantic side vetoes a lexical answer. */
export const VETO_RANK = 3;

const byLexical = <T extends Candidate>(a: T, b: T) => b.lexical - a.lexical || b.bm25 - a.bm25;

export function lexicalOrder<T extends Candidate>(candidates: T[]): T[] {
  return candidates.filter((c) => c.lexical > 0).sort(byLexical);
}

const semanticRanks = (candidates: Candidate[]) =>
  new Map(
    candidates
      .filter((c) => c.similarity !== undefined)
      .sort((a, b) => b.similarity! - a.similarity!)
      .map((c, rank) => [c, rank] as const),
  );

export function fuse<T extends Candidate>(candidates: T[]): T[] {
  const lexical = new Map(lexicalOrder(candidates).map((c, rank) => [c as Candidate, rank] as const));
  const semantic = semanticRanks(candidates);
  const fused = (c: Candidate) =>
    (lexical.has(c) ? 1 / (RRF_K + lexical.get(c)! + 1) : 0) +
    (semantic.has(c) ? SEMANTIC_WEIGHT / (RRF_K + semantic.get(c)! + 1) : 0);
  return candidates
    .filter((c) => lexical.has(c) || semantic.has(c))
    .sort((a, b) => fused(b) - fused(a) || byLexical(a, b));
}

/** What to do with the best of a ranked list. */
export function decideRanking(ranked: Candidate[]): { decision: FaqDecision } {
  const best = ranked[0];
  if (!best) return { decision: 'none' };
  const lexicalSorted = lexicalOrder([...ranked]);
  const runnerUp = lexicalSorted.find((c) => c !== best)?.lexical ?? 0;
  const clearLexical = best.lexical >= FAQ_THRESHOLDS.answer && best.lexical - runnerUp >= MARGIN;
  const withSemantic = ranked.some((c) => c.similarity !== undefined);
  if (!withSemantic) {
    if (clearLexical) return { decision: 'answer' };
    return { decision: best.lexical >= FAQ_THRESHOLDS.context ? 'context' : 'none' };
  }
  const semantic = semanticRanks(ranked);
  const sims = [...semantic.keys()].map((c) => c.similarity!);
  const semRank = semantic.get(best) ?? Infinity;
  const standsOut =
    semRank === 0 && sims.length > 1 && sims[0]! - sims[Math.min(SPREAD_RANK, sims.length) - 1]! >= STANDOUT;
  const agreed = lexicalSorted[0] === best && semRank === 0;
  if (clearLexical && semRank < VETO_RANK) return { decision: 'answer' };
  if (agreed && standsOut && best.lexical >= AGREED_ANSWER && best.lexical - runnerUp >= MARGIN)
    return { decision: 'answer' };
  if (best.lexical >= FAQ_THRESHOLDS.context || standsOut) return { decision: 'context' };
  return { decision: 'none' };
}
