import 'server-only';
import { sql } from 'drizzle-orm';
import { pageOffset, type PageQuery } from '@/lib/contract/paging';

/** Select it beside the columns (`{ row: table, total: windowTotal() }`): every row carries the count of all matches. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One page and the total of all matching rows, in one statement where it can: `select` runs the list query with
 * `limit`/`offset` and `windowTotal()` beside each row (the console lists on every visit, and on PGlite every
 * statement queues behind the others). Only a page past the end, which has no row to carry the count, asks
 * `countAll` as well.
 */
export async function selectPage<R extends { total: number }>(
  query: PageQuery,
  select: (limit: number, offset: number) => Promise<R[]>,
  countAll: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await select(query.pageSize, pageOffset(query));
  const total = rows[0]?.total ?? (query.pageIndex === 1 ? 0 : await countAll());
  return { rows, total };
}
