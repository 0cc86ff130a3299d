// One tokenizer for the index (built on the server) and the queries (in the browser): Chinese has no spaces, so
// each run of CJK characters gives its characters and their bigrams; other words are kept whole, in lower case.

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
const WORDS = /[\u3400-\u9fff\uf900-\ufaff]+|[\p{L}\p{N}_]+/gu;

export function docSearchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of text.matchAll(WORDS)) {
    if (CJK.test(run)) {
      const chars = [...run];
      chars.forEach((char, i) => {
        terms.push(char);
        if (i + 1 < chars.length) terms.push(char + chars[i + 1]);
      });
    } else terms.push(run.toLowerCase());
  }
  return terms;
}

/** The fields and stored fields of the index; the browser loads it with the same options. */
export const DOC_SEARCH_OPTIONS = {
  fields: ['title', 'headings', 'text'],
  storeFields: ['slug', 'title', 'description'],
  tokenize: docSearchTerms,
} as const;

export const DOC_SEARCH_BOOST = { title: 3, headings: 2, text: 1 };

/** Where the browser fetches a locale's index: a static file, built with the pages. */
export const docSearchIndexPath = (locale: string) => `/doc-search/${locale}.json`;

export interface DocSearchHit {
  slug: string;
  title: string;
  description: string;
}
