import 'server-only';
import type MiniSearch from 'minisearch';
import { idf, overlapScore, recallScore, withAnswer } from './scoring';
import { expandSynonyms } from './synonyms';
import {
  addInSlices,
  documentFrequencies,
  inSlices,
  newTermIndex,
  retrievalTerms,
  tokenizeAll,
  typoFuzzy,
} from './term-index';
import type { Similarities } from './embeddings/vector-index';
import { decideRanking, fuse, KEY_RIVALS, KEY_SHARE, lexicalOrder } from './fusion';
import { synonymsOf } from './synonyms';
import type { FaqDecision } from './thresholds';
import { tokenize } from './tokenizer';

// The FAQ index: one document per valid item, with its question and similar questions in one field and its answer
// in another, boosted less. minisearch (BM25, fuzzy for English words it does not know) picks the candidates
// from both; `overlapScore` then compares the visitor's question with each phrasing of the item's question — the
// nearest counts — and `withAnswer` lifts that by how much of the question the answer covers (see scoring.ts).

export interface FaqSource {
  faqId: string;
  categoryId: string;
  question: string;
  answer: string;
  similarQuestions: string[];
}

interface FaqDoc {
  item: FaqSource;
  phrasings: { text: string; terms: ReadonlySet<string> }[];
  answer: ReadonlySet<string>;
}

type SearchDoc = { id: number; question: string; answer: string };

export interface FaqIndex {
  readonly kind: 'faq';
  readonly search: MiniSearch<SearchDoc>;
  readonly docs: FaqDoc[];
  /** Per item (question and answer fields together): which terms are too common to look candidates up by. */
  readonly df: Map<string, number>;
  /** Per phrasing: the IDF the question score weighs terms by. */
  readonly questionDf: Map<string, number>;
  readonly phrasings: number;
  /** Per answer: the IDF the answer's share weighs terms by. */
  readonly answerDf: Map<string, number>;
  /** Indexed items. */
  readonly size: number;
  /** Indexed texts (phrasings and answers), for the cache's size bound. */
  readonly texts: number;
}

export interface FaqHit {
  faqId: string;
  question: string;
  matchedText: string;
  answer: string;
  score: number;
  /** Cosine of the question with the item's nearest phrasing, when an embeddings provider is configured. */
  similarity?: number;
}

/** Candidates rescored per search: enough for a paraphrase ranked low by BM25 to be found. */
const CANDIDATES = 30;
/** An answer's words count this much in the candidate search, a question's 1. */
const ANSWER_BOOST = 0.3;
/** A synonym of a question's word counts this much in the candidate search, the word itself 1. */
const SYNONYM_BOOST = 0.5;

/** Builds in slices, yielding to the event loop between them: a rebuild never holds an instance's other requests. */
export async function buildFaqIndex(items: FaqSource[]): Promise<FaqIndex> {
  const phrasingTexts = items.map((item) =>
    [item.question, ...item.similarQuestions].filter((text) => text.trim()),
  );
  const phrasingTerms = await tokenizeAll(phrasingTexts.flat());
  const answerTerms = await tokenizeAll(items.map((item) => item.answer));
  const docs: FaqDoc[] = [];
  const searchDocs: SearchDoc[] = [];
  let next = 0;
  await inSlices(items, (item, id) => {
    const terms = phrasingTexts[id]!.map(() => phrasingTerms[next++]!);
    const phrasings = phrasingTexts[id]!.map((text, k) => ({ text, terms: new Set(terms[k]) }));
    docs.push({ item, phrasings, answer: new Set(answerTerms[id]) });
    searchDocs.push({ id, question: terms.flat().join(' '), answer: answerTerms[id]!.join(' ') });
  });
  const search = newTermIndex<SearchDoc>(['question', 'answer'], { question: 1, answer: ANSWER_BOOST });
  await addInSlices(search, searchDocs);
  return {
    kind: 'faq',
    search,
    docs,
    df: await documentFrequencies(docs, (doc) => [
      ...doc.answer,
      ...doc.phrasings.flatMap((p) => [...p.terms]),
    ]),
    questionDf: await documentFrequencies(phrasingTerms, (terms) => terms),
    phrasings: phrasingTerms.length,
    answerDf: await documentFrequencies(docs, (doc) => doc.answer),
    size: docs.length,
    texts: phrasingTerms.length + docs.length,
  };
}

export interface FaqSearchOptions {
  categoryIds?: ReadonlySet<string>;
  limit?: number;
  /** Semantic side: each document's best cosine with the question (embeddings/vector-index.ts). */
  similarity?: Similarities;
}

interface Scored {
  doc: number;
  matchedText: string;
  /** The lexical 0–1 score (scoring.ts). */
  lexical: number;
  bm25: number;
  similarity?: number;
  missing?: ReadonlySet<string>;
}

/** Documents the semantic side adds to the lexical candidates: its nearest few, whatever their words. */
const SEMANTIC_CANDIDATES = 10;

function lexicalCandidates(index: FaqIndex, terms: string[], categoryIds?: ReadonlySet<string>) {
  const synonyms = expandSynonyms(terms).filter((term) => index.df.has(term));
  const extra = new Set(synonyms);
  const lookup = retrievalTerms(index, [...terms, ...synonyms]);
  return index.search
    .search(lookup.join(' '), {
      filter: categoryIds ? (result) => categoryIds.has(index.docs[result.id]!.item.categoryId) : undefined,
      boostTerm: (term) => (extra.has(term) ? SYNONYM_BOOST : 1),
      fuzzy: typoFuzzy(index.df),
    })
    .slice(0, CANDIDATES);
}

/** The question's lexical score against one item: its nearest phrasing, lifted by its answer (scoring.ts). */
function scoreDoc(index: FaqIndex, doc: FaqDoc, terms: string[]) {
  const questionWeight = (term: string) => idf(index.phrasings, index.questionDf.get(term) ?? 0);
  const answerWeight = (term: string) => idf(index.size, index.answerDf.get(term) ?? 0);
  let best = doc.phrasings[0] ?? { text: doc.item.question, terms: new Set<string>() };
  let questionScore = 0;
  for (const phrasing of doc.phrasings) {
    const score = overlapScore(terms, phrasing.terms, questionWeight);
    if (score > questionScore) [best, questionScore] = [phrasing, score];
  }
  return {
    matchedText: best.text,
    lexical: withAnswer(questionScore, recallScore(terms, doc.answer, answerWeight, 'cjk')),
  };
}

/** The question's key words: those whose IDF is near its rarest word's (fusion.ts, the key-word rule). */
function keyWords(index: FaqIndex, terms: string[]): string[] {
  const weight = (term: string) => idf(index.phrasings, index.questionDf.get(term) ?? 0);
  const rarest = Math.max(...terms.map(weight));
  return terms.filter((term) => weight(term) >= KEY_SHARE * rarest);
}

/** The key words an item has nowhere, not in a phrasing nor in its answer, not even as a synonym. */
function missingWords(doc: FaqDoc, keys: string[]): Set<string> {
  const has = (term: string) =>
    doc.answer.has(term) || doc.phrasings.some((phrasing) => phrasing.terms.has(term));
  return new Set(keys.filter((key) => !has(key) && ![...synonymsOf(key)].some(has)));
}

export interface FaqRanking {
  hits: FaqHit[];
  decision: FaqDecision;
}

/**
 * The items a question asks for, best first, and what to do with the best (thresholds.ts). Every item counts
 * once, however many of its similar questions match. With the semantic side, the order fuses both rankings.
 */
export function rankFaq(index: FaqIndex, question: string, options: FaqSearchOptions = {}): FaqRanking {
  const { categoryIds, limit = 5, similarity } = options;
  const terms = [...new Set(tokenize(question))];
  if (index.docs.length === 0 || (terms.length === 0 && !similarity?.size))
    return { hits: [], decision: 'none' };
  const scored = new Map<number, Scored>();
  for (const candidate of terms.length ? lexicalCandidates(index, terms, categoryIds) : []) {
    const { matchedText, lexical } = scoreDoc(index, index.docs[candidate.id]!, terms);
    scored.set(candidate.id, { doc: candidate.id, matchedText, lexical, bm25: candidate.score });
  }
  if (similarity?.size) {
    const nearest = similarity.nearest(
      SEMANTIC_CANDIDATES,
      categoryIds ? (doc) => categoryIds.has(index.docs[doc]!.item.categoryId) : undefined,
    );
    for (const [doc] of nearest)
      if (!scored.has(doc)) {
        const { matchedText, lexical } = terms.length
          ? scoreDoc(index, index.docs[doc]!, terms)
          : { matchedText: index.docs[doc]!.item.question, lexical: 0 };
        scored.set(doc, { doc, matchedText, lexical, bm25: 0 });
      }
    for (const entry of scored.values()) entry.similarity = similarity.get(entry.doc);
  }
  const ranked = similarity?.size ? fuse([...scored.values()]) : lexicalOrder([...scored.values()]);
  if (terms.length) {
    const keys = keyWords(index, terms);
    for (const entry of ranked.slice(0, KEY_RIVALS))
      entry.missing = missingWords(index.docs[entry.doc]!, keys);
  }
  const decision = decideRanking(ranked);
  return {
    decision,
    hits: ranked.slice(0, limit).map((entry) => {
      const item = index.docs[entry.doc]!.item;
      return {
        faqId: item.faqId,
        question: item.question,
        matchedText: entry.matchedText,
        answer: item.answer,
        score: Math.round(entry.lexical * 1000) / 1000,
        ...(entry.similarity !== undefined ? { similarity: Math.round(entry.similarity * 1000) / 1000 } : {}),
      };
    }),
  };
}

export function searchFaq(index: FaqIndex, question: string, options: FaqSearchOptions = {}): FaqHit[] {
  return rankFaq(index, question, options).hits;
}
