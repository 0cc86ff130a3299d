import 'server-only';
import MiniSearch from 'minisearch';
import { idf, overlapScore } from './scoring';
import { tokenize } from './tokenizer';

// The FAQ index: each valid item's question and each of its similar questions is a document of its own, pointing
// to the item, so a visitor's wording can meet whichever phrasing is nearest. minisearch (BM25, with prefix and
// fuzzy matching of Latin words) picks the candidates; `overlapScore` turns them into scores the thresholds mean.

export interface FaqSource {
  faqId: string;
  categoryId: string;
  question: string;
  answer: string;
  similarQuestions: string[];
}

interface FaqDoc {
  id: number;
  item: FaqSource;
  text: string;
  terms: string[];
  /** The same, once each: what the score compares. */
  unique: string[];
}

export interface FaqIndex {
  readonly kind: 'faq';
  readonly search: MiniSearch<{ id: number; terms: string }>;
  readonly docs: FaqDoc[];
  readonly df: Map<string, number>;
  /** Indexed texts, for the cache's size bound. */
  readonly size: number;
}

export interface FaqHit {
  faqId: string;
  question: string;
  matchedText: string;
  answer: string;
  score: number;
}

/** Candidates rescored per search: enough for a paraphrase ranked low by BM25 to be found. */
const CANDIDATES = 30;

const splitTerms = (text: string) => (text ? text.split(' ') : []);
const isLatin = (term: string) => /^[a-z]/.test(term);

/** Terms already tokenized are joined by spaces (no term holds one) so the index never runs jieba twice. */
export function newTermIndex<T extends { id: number; terms: string }>() {
  return new MiniSearch<T>({
    fields: ['terms'],
    tokenize: splitTerms,
    processTerm: (term) => term,
    searchOptions: {
      tokenize: splitTerms,
      processTerm: (term) => term,
      prefix: (term) => isLatin(term) && term.length >= 4,
      fuzzy: (term) => (isLatin(term) && term.length >= 5 ? 0.2 : false),
      weights: { prefix: 0.6, fuzzy: 0.4 },
    },
  });
}

export function documentFrequencies(docs: { terms: string[] }[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc.terms)) df.set(term, (df.get(term) ?? 0) + 1);
  return df;
}

export function buildFaqIndex(items: FaqSource[]): FaqIndex {
  const docs: FaqDoc[] = [];
  for (const item of items)
    for (const text of [item.question, ...item.similarQuestions])
      if (text.trim()) {
        const terms = tokenize(text);
        docs.push({ id: docs.length, item, text, terms, unique: [...new Set(terms)] });
      }
  const search = newTermIndex<{ id: number; terms: string }>();
  search.addAll(docs.map((doc) => ({ id: doc.id, terms: doc.terms.join(' ') })));
  return { kind: 'faq', search, docs, df: documentFrequencies(docs), size: docs.length };
}

/**
 * The terms candidates are looked up by. A term in more than 1% of a large index (a common character such as
 * "数") barely moves BM25 but makes it score thousands of documents; it still counts in the score of the
 * candidates the other terms find. Small indexes, and questions made only of common terms, use every term.
 */
export function retrievalTerms(index: { df: Map<string, number>; size: number }, terms: string[]): string[] {
  const most = Math.max(100, index.size * 0.01);
  const rare = terms.filter((term) => (index.df.get(term) ?? 0) <= most);
  return rare.length ? rare : terms;
}

export function searchFaq(
  index: FaqIndex,
  question: string,
  options: { categoryIds?: ReadonlySet<string>; limit?: number } = {},
): FaqHit[] {
  const terms = [...new Set(tokenize(question))];
  if (terms.length === 0 || index.docs.length === 0) return [];
  const { categoryIds, limit = 5 } = options;
  const candidates = index.search
    .search(retrievalTerms(index, terms).join(' '), {
      filter: categoryIds ? (result) => categoryIds.has(index.docs[result.id]!.item.categoryId) : undefined,
    })
    .slice(0, CANDIDATES);
  const n = index.docs.length;
  const weight = (term: string) => idf(n, index.df.get(term) ?? 0);
  const best = new Map<string, FaqHit & { bm25: number }>();
  for (const candidate of candidates) {
    const doc = index.docs[candidate.id]!;
    const score = overlapScore(terms, doc.unique, weight);
    const known = best.get(doc.item.faqId);
    if (known && (known.score > score || (known.score === score && known.bm25 >= candidate.score))) continue;
    best.set(doc.item.faqId, {
      faqId: doc.item.faqId,
      question: doc.item.question,
      matchedText: doc.text,
      answer: doc.item.answer,
      score,
      bm25: candidate.score,
    });
  }
  return [...best.values()]
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || b.bm25 - a.bm25)
    .slice(0, limit)
    .map((hit) => ({
      faqId: hit.faqId,
      question: hit.question,
      matchedText: hit.matchedText,
      answer: hit.answer,
      score: Math.round(hit.score * 1000) / 1000,
    }));
}
