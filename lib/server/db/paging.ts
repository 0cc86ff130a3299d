import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { pageOffset, type PageQuery } from '@/lib/contract/paging';

/** Select it beside the columns (`{ row: table, total: windowTotal() }`): every row carries the count of all matches. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One page of `select` (a dynamic query, ordered, with `windowTotal()` among its columns) and the total of all
 * matching rows, in one statement where it can: the console lists on every visit, and on PGlite every statement
 * queues behind the others. Only a page past the end, which has no row to carry the count, asks `countAll` too.
 */
export async function selectPage<T extends PgSelect>(
  query: PageQuery,
  select: T,
  countAll: () => Promise<number>,
): Promise<{ rows: Awaited<T>; total: number }> {
  const rows = (await select.limit(query.pageSize).offset(pageOffset(query))) as Awaited<T>;
  const first = (rows as { total?: number }[])[0];
  const total = first?.total ?? (query.pageIndex === 1 ? 0 : await countAll());
  return { rows, total };
}
