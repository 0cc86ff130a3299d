import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@/features/billing/contract';
import type { OperatorOrderQuery } from '@/features/billing/contract/operator';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { billingOrders } from '../tables';
import { orderById, toOrderDto, type OrderRow } from './order-rows';
import { orderConditions, orderDetail, pageOrders, type OrderFilters } from './order-queries';

// The back office's order search: every corporation's orders by status, corporation, number, method and order time,
// with how many orders of each status match the other filters (the tabs' counts), and the voucher queue.

async function companyNames(db: Db, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((row) => row.corpId))];
  if (ids.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: corporations.id, name: corporations.name })
    .from(corporations)
    .where(inArray(corporations.id, ids));
  return new Map(found.map((row) => [row.id, row.name]));
}

async function withCompanies(db: Db, rows: OrderRow[]) {
  const names = await companyNames(db, rows);
  return rows.map((row) => ({ ...toOrderDto(row), companyName: names.get(row.corpId) ?? '' }));
}

async function statusCounts(db: Db, filters: OrderFilters) {
  const rows = await db
    .select({ status: billingOrders.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(billingOrders)
    .where(and(...orderConditions(filters, { status: false })))
    .groupBy(billingOrders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) if (row.status in counts) counts[row.status as OrderStatus] = row.count;
  return counts;
}

type Query = Omit<OperatorOrderQuery, 'pageIndex' | 'pageSize'> & PageQuery;

export async function searchOrders(db: Db, query: Query) {
  const [{ rows, total }, counts] = await Promise.all([
    pageOrders(db, query, query),
    statusCounts(db, query),
  ]);
  return { ...toPage(await withCompanies(db, rows), total, query), counts };
}

/** Orders in review, oldest voucher first: the reviewers' queue. */
export async function voucherQueue(db: Db, query: PageQuery) {
  const filters = { status: 'reviewing' as const };
  const [{ rows, total }, counts] = await Promise.all([
    pageOrders(db, filters, query, 'oldest'),
    statusCounts(db, {}),
  ]);
  return { ...toPage(await withCompanies(db, rows), total, query), counts };
}

export async function operatorOrderDetail(db: Db, orderId: string) {
  const order = await orderById(db, orderId);
  const [name] = await db
    .select({ name: corporations.name })
    .from(corporations)
    .where(eq(corporations.id, order.corpId));
  return { ...(await orderDetail(db, order)), companyName: name?.name ?? '' };
}
