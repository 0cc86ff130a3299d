'use client';

import { useState } from 'react';

/**
 * The page of a list that belongs to the search it was chosen in: a new search (any change of `search`, e.g. the
 * filters joined) starts again at its first page.
 */
export function usePageOfSearch(search: string): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ search, page: 1 });
  if (paging.search !== search) setPaging({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  return [page, (next: number) => setPaging({ search, page: next })];
}
