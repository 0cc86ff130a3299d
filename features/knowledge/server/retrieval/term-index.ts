import 'server-only';
import { setImmediate as nextTurn } from 'node:timers/promises';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { tokenize } from './tokenizer';

// What the FAQ and passage indexes share: a minisearch index over terms tokenized once, built without holding the
// event loop, and the choice of terms a candidate search looks up.

/** Longest stretch, in ms, an index build works before letting other requests of the instance run. */
const SLICE_MS = 10;

const splitTerms = (text: string) => (text ? text.split(' ') : []);
const isLatin = (term: string) => /^[a-z]/.test(term);

/** Terms already tokenized are joined by spaces (no term holds one) so the index never runs jieba twice. */
export function newTermIndex<T extends { id: number }>(fields: string[], boost?: Record<string, number>) {
  const searchOptions: SearchOptions = {
    tokenize: splitTerms,
    processTerm: (term) => term,
    ...(boost ? { boost } : {}),
    weights: { prefix: 0.6, fuzzy: 0.4 },
  };
  return new MiniSearch<T>({ fields, tokenize: splitTerms, processTerm: (term) => term, searchOptions });
}

/**
 * minisearch's fuzzy option for a search: one edit in five letters, only for an English word the index has never
 * seen — most likely a typo ("pasword"). Fuzzy matching every word costs a walk of the whole vocabulary per word
 * (p95 of a 10,000-item FAQ search ~4.4 ms → ~1.4 ms without); prefix search is left out altogether, as the stemmer
 * already gives the forms of a word one term. The score still credits prefixes and typos among the candidates.
 */
export function typoFuzzy(df: ReadonlyMap<string, number>) {
  return (term: string) => (isLatin(term) && term.length >= 5 && !df.has(term) ? 0.2 : false);
}

/**
 * Runs `each` over the items in slices of SLICE_MS, a turn of the event loop between them. Sliced by time rather
 * than count (minisearch's `addAllAsync` takes a fixed chunk): an FAQ item with a long answer costs ten times a
 * short one, and 200 of them held the loop for ~200 ms.
 */
export async function inSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i += 1) {
    each(items[i]!, i);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** Adds documents to the index in slices. */
export async function addInSlices<T>(index: MiniSearch<T>, documents: readonly T[]) {
  await inSlices(documents, (document) => index.add(document));
}

/** `tokenize` over many texts in slices: jieba is a large share of a build's time. */
export async function tokenizeAll(texts: readonly string[]): Promise<string[][]> {
  const out: string[][] = [];
  await inSlices(texts, (text) => out.push(tokenize(text)));
  return out;
}

/** In how many documents each term occurs, counted in slices. */
export async function documentFrequencies<T>(
  docs: readonly T[],
  termsOf: (doc: T) => Iterable<string>,
): Promise<Map<string, number>> {
  const df = new Map<string, number>();
  await inSlices(docs, (doc) => {
    for (const term of new Set(termsOf(doc))) df.set(term, (df.get(term) ?? 0) + 1);
  });
  return df;
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
