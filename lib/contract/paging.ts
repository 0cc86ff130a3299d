import { z } from 'zod';

// Paging, the same on every list of the console: the request names a 1-based page and its size, the answer carries
// the page's rows and the total of all rows that match.

/** One page of a list, with the total of every row that matches (for the footer's page count). */
export interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** The wire schema of `Page<T>` whose rows are `item` (an endpoint's `output`). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageIndex: z.number(), pageSize: z.number() });

/** The page a request asks for, 1-based. */
export const pageIndexField = z.coerce.number('invalid').int('invalid').min(1, 'outOfRange').default(1);

/** How many rows a page holds: at most `max`, `fallback` when the request does not say. */
export const pageSizeField = (max: number, fallback: number) =>
  z.coerce.number('invalid').int('invalid').min(1, 'outOfRange').max(max, 'outOfRange').default(fallback);

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

/** The rows to skip before `query`'s page. */
export const pageOffset = (query: PageQuery) => (query.pageIndex - 1) * query.pageSize;

/** The answer for `query`'s page. */
export const toPage = <T>(list: T[], total: number, query: PageQuery): Page<T> => ({
  list,
  total,
  pageIndex: query.pageIndex,
  pageSize: query.pageSize,
});
