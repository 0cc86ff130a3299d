import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { mailOrder } from '../order-mail';
import { completeOrder, type CompletionPorts } from '../orders/complete-order';
import { addHistory, lockOrder, type OrderRow } from '../orders/order-rows';
import type { PaymentOutcome, RecordPayment, VerifiedPayment } from '../payments/provider';
import { billingOrders } from '../tables';

// Orders' side of the payment seam (payments/provider.ts `RecordPayment`): a payment the gateway vouched for
// completes its order once. The same trade again is a duplicate (acknowledged, nothing happens); a wrong amount,
// an unknown order, or an order no longer payable (expired, cancelled, paid by another trade) is refused, logged,
// and — when there is an order — flagged on its history for an operator, since money may have to go back.

type Source = Parameters<RecordPayment>[1];

/** An online payment completes a pending order, or an expired one paid before its countdown ran out. */
const paidInTime = (order: OrderRow, payment: VerifiedPayment) =>
  order.status === 'pending' ||
  (order.status === 'expired' && !!order.expiresAt && payment.paidAt <= order.expiresAt);

async function apply(
  db: Db,
  payment: VerifiedPayment,
  source: Source,
  ports: CompletionPorts,
): Promise<{ outcome: PaymentOutcome; order?: OrderRow }> {
  const [found] = await db
    .select({ id: billingOrders.id })
    .from(billingOrders)
    .where(eq(billingOrders.orderNo, payment.orderNo));
  if (!found) return { outcome: 'unknownOrder' };
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const flag = async (name: string) => {
      await addHistory(tx, order.id, {
        from: order.status,
        to: order.status,
        actor: 'gateway',
        actorId: `${payment.method}:${payment.tradeNo}`,
        note: `${source}: ${payment.amountFen} fen at ${payment.paidAt.toISOString()}`,
        flag: name,
      });
    };
    if (order.tradeNo === payment.tradeNo) return { outcome: 'duplicate' as const };
    if (payment.amountFen !== order.payableFen) {
      await flag('wrongAmount');
      return { outcome: 'wrongAmount' as const };
    }
    if (!paidInTime(order, payment)) {
      await flag(order.status === 'completed' ? 'secondPayment' : 'latePayment');
      return { outcome: 'notPayable' as const };
    }
    const completed = await completeOrder(
      tx,
      order,
      [order.status as 'pending' | 'expired'],
      { actor: 'gateway', actorId: `${payment.method}:${payment.tradeNo}`, note: source },
      ports,
      { payMethod: payment.method, tradeNo: payment.tradeNo, paidAt: payment.paidAt },
    );
    return { outcome: 'completed' as const, order: completed };
  });
}

/** The `RecordPayment` the payment providers' notification routes and reconciliation call. */
export function recordPayment(db: Db, ports: CompletionPorts): RecordPayment {
  return async (payment, source) => {
    const { outcome, order } = await apply(db, payment, source, ports);
    if (outcome === 'completed' && order) await mailOrder(db, 'completed', order, ports.notify);
    else if (outcome !== 'duplicate')
      log.warn(
        {
          orderNo: payment.orderNo,
          tradeNo: payment.tradeNo,
          method: payment.method,
          amountFen: payment.amountFen,
          source,
          outcome,
        },
        'payment refused',
      );
    return outcome;
  };
}
