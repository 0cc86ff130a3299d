import 'server-only';
import type { OrderStatus } from '@/features/billing/contract';
import type { Db } from '@/lib/server/db/client';
import { post } from '../ledger';
import type { BillingPorts } from '../ports';
import { transition, type Move, type OrderRow } from './order-rows';

// The one way an order completes — an online payment, an approved transfer, a payment by balance — and creates
// what it bought: a concurrency grant, the standard plan, or credit on the balance. Exactly once: the completion
// is a state-conditioned update of the locked order, so of ten parallel approvals or duplicate notifications one
// completes and the rest are refused before any effect; the grant and the credit are also unique per order.

const DAY_MS = 86_400_000;

export type CompletionPorts = Pick<BillingPorts, 'upgradePlan' | 'grantForOrder' | 'notify'>;

export async function completeOrder(
  tx: Db,
  order: OrderRow,
  from: readonly OrderStatus[],
  move: Move,
  ports: CompletionPorts,
  changes: Partial<OrderRow> = {},
  now = new Date(),
): Promise<OrderRow> {
  let startsAt: Date | null = null;
  let endsAt: Date | null = null;
  // A portrait package may include conversations: granted like a concurrency package (the portrait itself is an
  // allowance counted from completed orders, portrait-allowance.ts).
  const grantsConcurrency =
    order.productKind === 'concurrency' ||
    (order.productKind === 'portrait' && (order.concurrency ?? 0) > 0 && (order.durationDays ?? 0) > 0);
  if (grantsConcurrency) {
    // A start chosen for later is kept; one already past starts now, so the customer gets every day paid for.
    startsAt = order.startsAt && order.startsAt > now ? order.startsAt : now;
    endsAt = new Date(startsAt.getTime() + (order.durationDays ?? 0) * DAY_MS);
  }
  const completed = await transition(tx, order, from, 'completed', move, {
    ...changes,
    completedAt: now,
    paidAt: changes.paidAt ?? now,
    expiresAt: null,
    ...(startsAt && { startsAt, endsAt }),
  });
  if (grantsConcurrency && startsAt && endsAt)
    await ports.grantForOrder(tx, order.corpId, {
      orderId: order.id,
      concurrency: order.concurrency ?? 0,
      startsAt,
      endsAt,
    });
  else if (order.productKind === 'plan') await ports.upgradePlan(tx, order.corpId);
  else if (order.productKind === 'topup')
    await post(tx, order.corpId, {
      kind: 'topup',
      amountFen: order.creditFen ?? 0,
      orderId: order.id,
      note: order.orderNo,
      actor: move.actor === 'operator' ? `operator:${move.actorId}` : move.actor,
    });
  return completed;
}
