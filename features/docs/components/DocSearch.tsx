'use client';

import type MiniSearch from 'minisearch';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import {
  DOC_SEARCH_BOOST,
  DOC_SEARCH_OPTIONS,
  docSearchIndexPath,
  type DocSearchHit,
} from '@/features/docs/search-terms';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import classes from './docs.module.css';

type IndexState =
  { kind: 'idle' | 'loading' | 'failed' } | { kind: 'ready'; index: MiniSearch<DocSearchHit> };

/**
 * Search over the guides' titles, headings and text. The index (a static file built with the pages) and the search
 * library load only when a reader starts typing; Enter opens the first hit, Tab walks the hits.
 */
/** The search box's words, in the page's language (the page has no client catalogue). */
export interface DocSearchLabels {
  label: string;
  placeholder: string;
  loading: string;
  failed: string;
  /** With `{query}`. */
  empty: string;
  /** With `{count}`. */
  results: string;
}

export function DocSearch({
  device,
  locale,
  labels,
}: {
  device: Device;
  locale: string;
  labels: DocSearchLabels;
}) {
  const router = useRouter();
  const resultsId = useId();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<IndexState>({ kind: 'idle' });
  const loading = useRef<Promise<void> | null>(null);

  const load = () => {
    loading.current ??= (async () => {
      setState({ kind: 'loading' });
      try {
        const [{ default: MiniSearchClass }, response] = await Promise.all([
          import('minisearch'),
          fetch(docSearchIndexPath(locale)),
        ]);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const index = MiniSearchClass.loadJSON<DocSearchHit>(await response.text(), {
          ...DOC_SEARCH_OPTIONS,
          fields: [...DOC_SEARCH_OPTIONS.fields],
          storeFields: [...DOC_SEARCH_OPTIONS.storeFields],
        });
        setState({ kind: 'ready', index });
      } catch {
        loading.current = null;
        setState({ kind: 'failed' });
      }
    })();
  };

  const trimmed = query.trim();
  const hits: DocSearchHit[] =
    state.kind === 'ready' && trimmed
      ? state.index
          .search(trimmed, { boost: DOC_SEARCH_BOOST, prefix: true, fuzzy: 0.2, combineWith: 'AND' })
          .slice(0, 8)
          .map((hit) => ({ slug: hit.slug, title: hit.title, description: hit.description }))
      : [];
  const href = (slug: string) => devicePath(`/doc/${slug}`, device);

  return (
    <div role="search" className={classes.search}>
      <label htmlFor={inputId} className={classes.searchLabel}>
        {labels.label}
      </label>
      <input
        id={inputId}
        className={classes.searchInput}
        type="search"
        autoComplete="off"
        placeholder={labels.placeholder}
        value={query}
        onFocus={load}
        onChange={(event) => {
          load();
          setQuery(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && hits[0]) router.push(href(hits[0].slug));
        }}
        aria-describedby={resultsId}
      />
      <div id={resultsId} aria-live="polite" className={classes.searchStatus}>
        {trimmed && state.kind === 'loading' && labels.loading}
        {state.kind === 'failed' && labels.failed}
        {trimmed &&
          state.kind === 'ready' &&
          (hits.length
            ? labels.results.replace('{count}', String(hits.length))
            : labels.empty.replace('{query}', trimmed))}
      </div>
      {hits.length > 0 && (
        <ul className={classes.hits}>
          {hits.map((hit) => (
            <li key={hit.slug}>
              <Link href={href(hit.slug)} className={classes.hit}>
                <span className={classes.hitTitle}>{hit.title}</span>
                <span className={classes.hitText}>{hit.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
