import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { bankAccount, transferWaitMs } from '../config';
import { post } from '../ledger';
import { mailOrder } from '../order-mail';
import type { CertificationPort } from '../ports';
import { completeOrder, type CompletionPorts } from './complete-order';
import { lockOrder, notPayable, ownOrder, transition, type OrderRow } from './order-rows';

// What the customer does with a pending order besides paying online: pay it from the balance (it completes at
// once), choose bank transfer (then upload a voucher), or cancel it.

type Owner = { userId: string; corpId: string };

/** A pending order whose countdown ran out is expired, whether or not the job has marked it yet. */
const assertNotLapsed = (order: OrderRow, now: Date) => {
  if (order.status === 'pending' && order.expiresAt && order.expiresAt <= now) throw notPayable('expired');
};

export async function payByBalance(
  db: Db,
  owner: Owner,
  orderNo: string,
  ports: CompletionPorts,
  now = new Date(),
) {
  const order = await ownOrder(db, owner.corpId, orderNo);
  // Buying credit with credit would let a credit limit mint money.
  if (order.productKind === 'topup') throw new ApiFailure(ApiCode.orderNotPayable, 'topupByBalance');
  const completed = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertNotLapsed(locked, now);
    if (locked.status !== 'pending' && locked.status !== 'rejected') throw notPayable(locked.status);
    await post(
      tx,
      owner.corpId,
      {
        kind: 'order',
        amountFen: -locked.payableFen,
        orderId: locked.id,
        note: locked.orderNo,
        actor: `user:${owner.userId}`,
      },
      { guardCredit: true },
    );
    return completeOrder(
      tx,
      locked,
      ['pending', 'rejected'],
      { actor: 'customer', actorId: owner.userId },
      ports,
      { payMethod: 'balance' },
      now,
    );
  });
  await mailOrder(db, 'completed', completed, ports.notify);
  return completed;
}

/** Bank transfer: a certified corporation only; the order then waits longer, for its voucher. */
export async function chooseTransfer(
  db: Db,
  owner: Owner,
  orderNo: string,
  certification: CertificationPort,
  now = new Date(),
) {
  const order = await ownOrder(db, owner.corpId, orderNo);
  if (!bankAccount()) throw new ApiFailure(ApiCode.notConfigured, 'paymentUnavailable');
  if (!(await certification.isCertified(db, owner.corpId)))
    throw new ApiFailure(ApiCode.certificationRequired, 'certificationRequired');
  const updated = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertNotLapsed(locked, now);
    if (locked.status !== 'pending') throw notPayable(locked.status);
    if (locked.payMethod === 'transfer') return locked;
    // Not a change of state, but of how long it waits: the history shows it beside the changes.
    return transition(
      tx,
      locked,
      ['pending'],
      'pending',
      { actor: 'customer', actorId: owner.userId, flag: 'transferChosen' },
      { payMethod: 'transfer', expiresAt: new Date(now.getTime() + transferWaitMs()) },
    );
  });
  if (order.payMethod !== 'transfer') await mailOrder(db, 'transfer', updated);
  return updated;
}

export async function cancelOrder(db: Db, owner: Owner, orderNo: string) {
  const order = await ownOrder(db, owner.corpId, orderNo);
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    return transition(
      tx,
      locked,
      ['pending', 'rejected'],
      'cancelled',
      { actor: 'customer', actorId: owner.userId },
      { expiresAt: null },
      'orderNotCancellable',
    );
  });
}
