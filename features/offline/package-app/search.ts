import { segmenterWords, textTerms, type FaqIndex } from '@/features/offline/package/contents';

export interface FaqHit {
  /** The item's place in the session's FAQ list. */
  index: number;
  score: number;
}

const CJK_BIGRAM = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]{2}$/u;

/**
 * The FAQ items closest to a question, best first: the IDF-weighted share of the question's terms an item holds
 * (what the server's retrieval measures), with a fifth of the weight on the share of the item's own terms the
 * question holds, so that of two items the one the question says more of wins. A word of the question no item
 * holds counts at full weight (it is what the FAQ does not answer); a two-character run no item holds counts little,
 * since most are the seams between two words.
 */
export function searchFaq(index: FaqIndex, question: string, language: 'zh' | 'en' | 'ja'): FaqHit[] {
  const items = index.terms.length;
  if (items === 0) return [];
  const unseen = Math.log(1 + items);
  const seam = Math.log(1 + items / Math.max(1, items)) / 2;
  const query = textTerms(question, segmenterWords(question, language));
  const weight = (term: string) => index.idf[term] ?? (CJK_BIGRAM.test(term) ? seam : unseen);
  const queryWeight = query.reduce((sum, term) => sum + weight(term), 0);
  if (queryWeight === 0) return [];
  const hits: FaqHit[] = [];
  index.terms.forEach((terms, i) => {
    const held = new Set(terms);
    let shared = 0;
    for (const term of query) if (held.has(term)) shared += weight(term);
    if (shared === 0) return;
    const itemWeight = terms.reduce((sum, term) => sum + (index.idf[term] ?? 0), 0) || 1;
    const score = 0.8 * (shared / queryWeight) + 0.2 * Math.min(1, shared / itemWeight);
    hits.push({ index: i, score: Math.round(score * 1000) / 1000 });
  });
  return hits.sort((a, b) => b.score - a.score || a.index - b.index);
}
