import 'server-only';
import type MiniSearch from 'minisearch';
import { idf, recallScore } from './scoring';
import {
  addInSlices,
  documentFrequencies,
  newTermIndex,
  retrievalTerms,
  tokenizeAll,
  typoFuzzy,
} from './term-index';
import { PASSAGE_MIN_SCORE } from './thresholds';
import { tokenize } from './tokenizer';

// The passage index: every passage of the corporation's parsed documents. BM25 ranks; the score shown (and the
// floor below which a passage is not worth the model's context) is how much of the question the passage covers.

export interface PassageSource {
  passageId: string;
  fileId: string;
  fileName: string;
  ordinal: number;
  text: string;
}

export interface PassageHit extends PassageSource {
  score: number;
}

export interface PassageIndex {
  readonly kind: 'passages';
  readonly search: MiniSearch<{ id: number; terms: string }>;
  readonly passages: PassageSource[];
  readonly terms: ReadonlySet<string>[];
  readonly df: Map<string, number>;
  readonly size: number;
}

const CANDIDATES = 30;

/** Builds in slices, yielding to the event loop between them, like the FAQ index. */
export async function buildPassageIndex(passages: PassageSource[]): Promise<PassageIndex> {
  const tokenized = await tokenizeAll(passages.map((passage) => passage.text));
  const search = newTermIndex<{ id: number; terms: string }>(['terms']);
  await addInSlices(
    search,
    tokenized.map((terms, id) => ({ id, terms: terms.join(' ') })),
  );
  return {
    kind: 'passages',
    search,
    passages,
    terms: tokenized.map((terms) => new Set(terms)),
    df: await documentFrequencies(tokenized, (terms) => terms),
    size: passages.length,
  };
}

export function searchPassages(
  index: PassageIndex,
  question: string,
  options: { fileIds?: ReadonlySet<string>; limit?: number } = {},
): PassageHit[] {
  const terms = [...new Set(tokenize(question))];
  if (terms.length === 0 || index.passages.length === 0) return [];
  const { fileIds, limit = 3 } = options;
  const n = index.passages.length;
  const weight = (term: string) => idf(n, index.df.get(term) ?? 0);
  const hits: PassageHit[] = [];
  const results = index.search.search(retrievalTerms(index, terms).join(' '), {
    filter: fileIds ? (result) => fileIds.has(index.passages[result.id]!.fileId) : undefined,
    fuzzy: typoFuzzy(index.df),
  });
  // BM25's best few are where the covering passages are; rescoring all of a long tail would only cost time.
  for (const result of results.slice(0, CANDIDATES)) {
    const score = recallScore(terms, index.terms[result.id]!, weight);
    if (score < PASSAGE_MIN_SCORE) continue;
    hits.push({ ...index.passages[result.id]!, score: Math.round(score * 1000) / 1000 });
    if (hits.length === limit) break;
  }
  return hits;
}
