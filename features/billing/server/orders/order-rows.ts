import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HistoryActor, HistoryDto, OrderDto, OrderStatus } from '@/features/billing/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { billingOrderHistory, billingOrders } from '../tables';

// An order's row, its history, and the one way its state changes: a state-conditioned update of the locked row and
// its history row in the same transaction. An order in any other state than expected is refused with a
// translated reason, so a second approval, a payment after expiry or a voucher on a completed order never lands.

export type OrderRow = typeof billingOrders.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toOrderDto = (row: OrderRow): OrderDto => ({
  orderId: row.id,
  orderNo: row.orderNo,
  corpId: row.corpId,
  userId: row.userId ?? '',
  productId: row.productId,
  productKind: row.productKind as OrderDto['productKind'],
  productNameZh: row.productNameZh,
  productNameEn: row.productNameEn,
  quantity: row.quantity,
  concurrency: row.concurrency,
  durationDays: row.durationDays,
  creditFen: row.creditFen,
  unitPriceFen: row.unitPriceFen,
  listPriceFen: row.listPriceFen,
  discountPercent: row.discountPercent,
  payableFen: row.payableFen,
  promotion:
    row.promotionTitleZh !== null
      ? {
          titleZh: row.promotionTitleZh,
          titleEn: row.promotionTitleEn ?? row.promotionTitleZh,
          discountFen: row.listPriceFen - row.payableFen,
        }
      : null,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  status: row.status as OrderStatus,
  payMethod: row.payMethod as OrderDto['payMethod'],
  expiresAt: iso(row.expiresAt),
  voucher:
    row.voucherKey && row.voucherAt
      ? {
          fileName: row.voucherName ?? '',
          contentType: row.voucherType ?? '',
          size: row.voucherSize ?? 0,
          uploadedAt: row.voucherAt.toISOString(),
        }
      : null,
  auditNote: row.auditNote,
  tradeNo: row.tradeNo,
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
  completedAt: iso(row.completedAt),
});

export const toHistoryDto = (row: typeof billingOrderHistory.$inferSelect): HistoryDto => ({
  id: row.id,
  from: row.fromStatus as OrderStatus | null,
  to: row.toStatus as OrderStatus,
  actor: row.actor as HistoryActor,
  actorId: row.actorId,
  note: row.note,
  flag: row.flag,
  at: row.at.toISOString(),
});

export async function orderHistory(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(billingOrderHistory)
    .where(eq(billingOrderHistory.orderId, orderId))
    .orderBy(asc(billingOrderHistory.at), asc(billingOrderHistory.id));
  return rows.map(toHistoryDto);
}

/** The caller's own order by number; another corporation's is not found (never "forbidden": no hint it exists). */
export async function ownOrder(db: Db, corpId: string, orderNo: string) {
  const [row] = await db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.orderNo, orderNo), eq(billingOrders.corpId, corpId)));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export async function orderById(db: Db, orderId: string) {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, orderId));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

/** The order's row, locked for this transaction. */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx.select().from(billingOrders).where(eq(billingOrders.id, orderId)).for('update');
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export interface Move {
  actor: HistoryActor;
  actorId?: string | null;
  note?: string | null;
  flag?: string | null;
}

export interface HistoryEntry extends Move {
  from: string | null;
  to: string;
}

export async function addHistory(tx: Db, orderId: string, entry: HistoryEntry, at = new Date()) {
  await tx.insert(billingOrderHistory).values({
    id: randomUUID(),
    orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    actor: entry.actor,
    actorId: entry.actorId ?? null,
    note: entry.note ?? null,
    flag: entry.flag ?? null,
    at,
  });
}

const BY_STATUS = {
  expired: 'orderExpired',
  cancelled: 'orderCancelled',
  completed: 'orderCompleted',
  reviewing: 'orderInReview',
} as const;
type Refusal = 'orderNotReviewing' | 'orderNotCancellable' | 'orderNotTransfer';

/** The translated refusal of a change the order's state does not allow: why, in the customer's words. */
export function notPayable(status: string, refusal?: Refusal) {
  const key = refusal ?? BY_STATUS[status as keyof typeof BY_STATUS] ?? 'orderNotPayable';
  return new ApiFailure(ApiCode.orderNotPayable, key);
}

/**
 * Moves the locked order from one of `from` to `to` with `changes`, and writes the history row. The update is
 * conditioned on the state as well, so even without the lock a concurrent change could not be overwritten.
 */
export async function transition(
  tx: Db,
  order: OrderRow,
  from: readonly OrderStatus[],
  to: OrderStatus,
  move: Move,
  changes: Partial<OrderRow> = {},
  refusal?: Refusal,
) {
  if (!from.includes(order.status as OrderStatus)) throw notPayable(order.status, refusal);
  const [row] = await tx
    .update(billingOrders)
    .set({ ...changes, status: to })
    .where(and(eq(billingOrders.id, order.id), inArray(billingOrders.status, [...from])))
    .returning();
  if (!row) throw notPayable(order.status, refusal);
  await addHistory(tx, order.id, { ...move, from: order.status, to });
  return row;
}
