import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { LedgerDto, LedgerKind, StandingDto } from '@/features/billing/contract';
import type { LedgerEntryRequest, SetTermsRequest } from '@/features/billing/contract/operator';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { billingStanding, lockAccount, post } from './ledger';
import type { BillingPorts } from './ports';
import { billingAccounts, billingLedger, billingOrders } from './tables';

// A corporation's money as customers and operators see it: the standing (balance, credit limit, arrears, the
// discount), the ledger by page, and the operators' changes — credit limit and arrears policy, refunds and
// adjustments — each audited in the transaction that makes it.

const notFound = () => new ApiFailure(ApiCode.notFound, 'notFound');

export async function standingOf(
  db: Db,
  corpId: string,
  ports: Pick<BillingPorts, 'terms'>,
): Promise<StandingDto> {
  const terms = await ports.terms(db, corpId);
  if (!terms) throw notFound();
  return { ...(await billingStanding(db, corpId)), discountPercent: terms.discountPercent };
}

export async function ledgerPage(
  db: Db,
  corpId: string,
  query: PageQuery & { kind?: LedgerKind | undefined },
) {
  const where: SQL[] = [eq(billingLedger.corpId, corpId)];
  if (query.kind) where.push(eq(billingLedger.kind, query.kind));
  const condition = and(...where);
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: billingLedger, orderNo: billingOrders.orderNo, total: windowTotal() })
      .from(billingLedger)
      .leftJoin(billingOrders, eq(billingOrders.id, billingLedger.orderId))
      .where(condition)
      .orderBy(desc(billingLedger.at), desc(billingLedger.id))
      .$dynamic(),
    () => db.$count(billingLedger, condition),
  );
  const list: LedgerDto[] = rows.map(({ row, orderNo }) => ({
    id: row.id,
    kind: row.kind as LedgerKind,
    amountFen: row.amountFen,
    balanceFen: row.balanceFen,
    orderNo,
    note: row.note,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
  return toPage(list, total, query);
}

interface Decision {
  actor: AuditActor;
  requestId: string;
}

export async function setTerms(
  db: Db,
  input: SetTermsRequest,
  decision: Decision,
  ports: Pick<BillingPorts, 'terms'>,
) {
  if (!(await ports.terms(db, input.corpId))) throw notFound();
  await db.transaction(async (tx) => {
    const before = await lockAccount(tx, input.corpId);
    await tx
      .update(billingAccounts)
      .set({
        creditLimitFen: input.creditLimitFen,
        arrearsPolicy: input.arrearsPolicy,
        updatedAt: new Date(),
      })
      .where(eq(billingAccounts.corpId, input.corpId));
    await audit(tx, {
      ...decision,
      corpId: input.corpId,
      action: 'billing.set-terms',
      object: { type: 'corporation', id: input.corpId },
      before: { creditLimitFen: before.creditLimitFen, arrearsPolicy: before.arrearsPolicy },
      after: { creditLimitFen: input.creditLimitFen, arrearsPolicy: input.arrearsPolicy },
    });
  });
  return { corpId: input.corpId, ...(await standingOf(db, input.corpId, ports)) };
}

/** A refund or an adjustment: a signed ledger row with its reason, naming the order when there is one. */
export async function addLedgerEntry(
  db: Db,
  input: LedgerEntryRequest,
  decision: Decision,
  ports: Pick<BillingPorts, 'terms'>,
) {
  if (!(await ports.terms(db, input.corpId))) throw notFound();
  let orderId: string | null = null;
  if (input.orderNo) {
    const [order] = await db
      .select({ id: billingOrders.id })
      .from(billingOrders)
      .where(and(eq(billingOrders.orderNo, input.orderNo), eq(billingOrders.corpId, input.corpId)));
    if (!order)
      throw new ApiFailure(ApiCode.notFound, 'notFound', {
        data: { fields: [{ field: 'orderNo', message: 'invalid' }] },
      });
    orderId = order.id;
  }
  await db.transaction(async (tx) => {
    const balance = await post(tx, input.corpId, {
      kind: input.kind,
      amountFen: input.amountFen,
      orderId,
      note: input.note,
      actor: `operator:${decision.actor.id}`,
    });
    await audit(tx, {
      ...decision,
      corpId: input.corpId,
      action: `billing.${input.kind}`,
      object: { type: 'corporation', id: input.corpId },
      before: { balanceFen: balance - input.amountFen },
      after: {
        balanceFen: balance,
        amountFen: input.amountFen,
        orderNo: input.orderNo ?? null,
        note: input.note,
      },
    });
  });
  return { corpId: input.corpId, ...(await standingOf(db, input.corpId, ports)) };
}
