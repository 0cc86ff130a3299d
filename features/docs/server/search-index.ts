import 'server-only';
import MiniSearch from 'minisearch';
import type { Locale } from '@/lib/routing/locale';
import { DOC_SEARCH_OPTIONS } from '@/features/docs/search-terms';
import { getDoc, listDocs } from './docs';

/** The serialised MiniSearch index of a locale's guides (titles, headings, text), built once at build time. */
export function docSearchIndex(locale: Locale): string {
  const search = new MiniSearch({
    ...DOC_SEARCH_OPTIONS,
    fields: [...DOC_SEARCH_OPTIONS.fields],
    storeFields: [...DOC_SEARCH_OPTIONS.storeFields],
  });
  search.addAll(
    listDocs(locale).map(({ slug }) => {
      const doc = getDoc(locale, slug)!;
      return {
        id: slug,
        slug,
        title: doc.title,
        description: doc.description,
        headings: doc.headings.map((h) => h.text).join(' '),
        text: doc.text,
      };
    }),
  );
  return JSON.stringify(search);
}
