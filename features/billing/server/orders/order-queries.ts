import 'server-only';
import { and, asc, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { OrderDetailDto, OrderStatus, PayMethod, ProductKind } from '@/features/billing/contract';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { bankAccount } from '../config';
import { billingOrderHistory, billingOrders } from '../tables';
import { orderHistory, toHistoryDto, toOrderDto, type OrderRow } from './order-rows';

// Reading orders: the customer's lists (their own corporation's only), one order with its history, an order's
// history by page. The back office's search builds on the same filters (operator-orders.ts).

export interface OrderFilters {
  corpId?: string | undefined;
  status?: OrderStatus | undefined;
  orderNo?: string | undefined;
  productKind?: ProductKind | undefined;
  payMethod?: PayMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A number typed in part matches (`%` and `_` taken literally). */
const likeNo = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function orderConditions(filters: OrderFilters, options: { status?: boolean } = {}): SQL[] {
  const where: SQL[] = [];
  if (filters.corpId) where.push(eq(billingOrders.corpId, filters.corpId));
  if (filters.status && options.status !== false) where.push(eq(billingOrders.status, filters.status));
  if (filters.orderNo) where.push(ilike(billingOrders.orderNo, likeNo(filters.orderNo)));
  if (filters.productKind) where.push(eq(billingOrders.productKind, filters.productKind));
  if (filters.payMethod) where.push(eq(billingOrders.payMethod, filters.payMethod));
  if (filters.from) where.push(gte(billingOrders.createdAt, new Date(filters.from)));
  if (filters.to) where.push(lte(billingOrders.createdAt, new Date(filters.to)));
  return where;
}

export async function pageOrders(
  db: Db,
  filters: OrderFilters,
  query: PageQuery,
  order: 'newest' | 'oldest' = 'newest',
) {
  const condition = and(...orderConditions(filters));
  const sort =
    order === 'newest'
      ? [desc(billingOrders.createdAt), desc(billingOrders.id)]
      : [asc(billingOrders.voucherAt), asc(billingOrders.createdAt), asc(billingOrders.id)];
  const { rows, total } = await selectPage(
    query,
    db
      .select({ order: billingOrders, total: windowTotal() })
      .from(billingOrders)
      .where(condition)
      .orderBy(...sort)
      .$dynamic(),
    () => db.$count(billingOrders, condition),
  );
  return { rows: rows.map((row) => row.order), total };
}

export async function customerOrderPage(db: Db, corpId: string, filters: OrderFilters & PageQuery) {
  const { rows, total } = await pageOrders(db, { ...filters, corpId }, filters);
  return toPage(rows.map(toOrderDto), total, filters);
}

/** Recharge records: the corporation's completed top-ups. */
export const rechargePage = (db: Db, corpId: string, query: PageQuery & { from?: string; to?: string }) =>
  customerOrderPage(db, corpId, { ...query, productKind: 'topup', status: 'completed' });

export async function orderDetail(db: Db, order: OrderRow): Promise<OrderDetailDto> {
  return { ...toOrderDto(order), history: await orderHistory(db, order.id), bankAccount: bankAccount() };
}

export async function historyPage(db: Db, orderId: string, query: PageQuery) {
  const condition = eq(billingOrderHistory.orderId, orderId);
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: billingOrderHistory, total: windowTotal() })
      .from(billingOrderHistory)
      .where(condition)
      .orderBy(asc(billingOrderHistory.at), asc(billingOrderHistory.id))
      .$dynamic(),
    () => db.$count(billingOrderHistory, condition),
  );
  return toPage(
    rows.map(({ row }) => toHistoryDto(row)),
    total,
    query,
  );
}
