import 'server-only';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { mailOrder } from '../order-mail';
import { completeOrder, type CompletionPorts } from './complete-order';
import type { BillingPorts } from '../ports';
import { lockOrder, notPayable, orderById, transition } from './order-rows';

// A reviewer's decision on a bank transfer's voucher (`order.review`): approve — the order completes and its grant,
// plan or credit is created — or reject with a note the customer reads before uploading another voucher. Of two
// reviewers deciding at once, one wins; the other is told the order is no longer in review.

interface Decision {
  actor: AuditActor;
  requestId: string;
}

export async function approveTransfer(
  db: Db,
  input: { orderId: string; note?: string | undefined },
  decision: Decision,
  ports: CompletionPorts,
  now = new Date(),
) {
  const order = await orderById(db, input.orderId);
  const completed = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.status !== 'reviewing') throw notPayable(locked.status, 'orderNotReviewing');
    const row = await completeOrder(
      tx,
      locked,
      ['reviewing'],
      { actor: 'operator', actorId: decision.actor.id, note: input.note || null },
      ports,
      { auditNote: input.note || null },
      now,
    );
    await audit(tx, {
      ...decision,
      corpId: row.corpId,
      action: 'order.approve',
      object: { type: 'order', id: row.id },
      before: { status: 'reviewing' },
      after: { status: 'completed', note: input.note ?? null },
    });
    return row;
  });
  await mailOrder(db, 'completed', completed, ports.notify);
  return completed;
}

export async function rejectTransfer(
  db: Db,
  input: { orderId: string; note: string },
  decision: Decision,
  ports: Pick<BillingPorts, 'notify'>,
) {
  const order = await orderById(db, input.orderId);
  const rejected = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const row = await transition(
      tx,
      locked,
      ['reviewing'],
      'rejected',
      { actor: 'operator', actorId: decision.actor.id, note: input.note },
      { auditNote: input.note },
      'orderNotReviewing',
    );
    await audit(tx, {
      ...decision,
      corpId: row.corpId,
      action: 'order.reject',
      object: { type: 'order', id: row.id },
      before: { status: 'reviewing' },
      after: { status: 'rejected', note: input.note },
    });
    return row;
  });
  await mailOrder(db, 'rejected', rejected, ports.notify);
  return rejected;
}
