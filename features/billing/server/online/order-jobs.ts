import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { log } from '@/lib/server/log';
import { mailOrder } from '../order-mail';
import { lockOrder, transition, type OrderRow } from '../orders/order-rows';
import type { RecordPayment } from '../payments/provider';
import { billingOrders } from '../tables';
import type { ProviderOf } from './start-payment';

// The orders' scheduled work (scheduled-jobs.ts): `orders.expire` ends unpaid orders whose countdown ran out, and
// `orders.reconcile` asks the gateway about online orders whose notification never came. Both take a batch per
// period; the next period takes the rest.

const BATCH = 200;
/** An online order is asked about once it is this old (a notification normally comes within seconds). */
export const RECONCILE_AFTER_MS = 5 * 60_000;

const online = (order: OrderRow) => order.payMethod === 'alipay' || order.payMethod === 'wechat';

/** Asks the gateway about one online order; a paid trade is recorded. True when the order was paid. */
async function reconcileOne(
  order: OrderRow,
  providerOf: ProviderOf,
  record: RecordPayment,
  source: 'reconciliation',
) {
  const provider = online(order) ? providerOf(order.payMethod as 'alipay' | 'wechat') : null;
  if (!provider) return false;
  const trade = await provider.query(order.orderNo);
  if (trade.state !== 'paid') return false;
  const outcome = await record(trade.payment, source);
  return outcome === 'completed' || outcome === 'duplicate';
}

/** Expires the pending orders past their countdown; online ones are asked first, then closed at the gateway. */
export async function expireOrders(db: Db, providerOf: ProviderOf, record: RecordPayment, now = new Date()) {
  const due = await db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.status, 'pending'), lte(billingOrders.expiresAt, now)))
    .orderBy(asc(billingOrders.expiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const order of due) {
    try {
      if (await reconcileOne(order, providerOf, record, 'reconciliation')) continue;
      if (online(order)) await providerOf(order.payMethod as 'alipay' | 'wechat')?.close(order.orderNo);
    } catch (error) {
      // The gateway could not be asked: expire anyway (a payment arriving later is flagged for an operator).
      log.warn({ err: error, orderNo: order.orderNo }, 'expiring order: gateway not reached');
    }
    const row = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked.status !== 'pending' || !locked.expiresAt || locked.expiresAt > now) return null;
      return transition(tx, locked, ['pending'], 'expired', { actor: 'system' });
    });
    if (row) {
      expired += 1;
      await mailOrder(db, 'expired', row);
    }
  }
  return { expired };
}

/** Online orders still pending a few minutes after they were started: did the gateway take the money? */
export async function reconcileOrders(
  db: Db,
  providerOf: ProviderOf,
  record: RecordPayment,
  now = new Date(),
) {
  const pending = await db
    .select()
    .from(billingOrders)
    .where(
      and(
        eq(billingOrders.status, 'pending'),
        inArray(billingOrders.payMethod, ['alipay', 'wechat']),
        lte(billingOrders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(billingOrders.createdAt))
    .limit(BATCH);
  let paid = 0;
  for (const order of pending) {
    try {
      if (await reconcileOne(order, providerOf, record, 'reconciliation')) paid += 1;
    } catch (error) {
      log.warn({ err: error, orderNo: order.orderNo }, 'reconciliation: gateway not reached');
    }
  }
  return { asked: pending.length, paid };
}

/** The two schedules; the providers and the recorder are composed by scheduled-jobs.ts. */
export function orderJobs(
  compose: (db: Db) => { providerOf: ProviderOf; record: RecordPayment },
): ScheduledJob[] {
  return [
    {
      name: 'orders.expire',
      everyMs: 60_000,
      run: ({ db }) => {
        const { providerOf, record } = compose(db);
        return expireOrders(db, providerOf, record);
      },
    },
    {
      name: 'orders.reconcile',
      everyMs: 5 * 60_000,
      run: ({ db }) => {
        const { providerOf, record } = compose(db);
        return reconcileOrders(db, providerOf, record);
      },
    },
  ];
}
