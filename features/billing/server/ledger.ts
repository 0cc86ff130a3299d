import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ArrearsPolicy, LedgerKind, StandingDto } from '@/features/billing/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { billingAccounts, billingLedger } from './tables';

// The balance and its ledger: every change is a ledger row and the account's balance moves by the same amount in
// the same transaction, under the account's row lock, so the balance is always the sum of the rows and two
// payments cannot both spend the same money.

export type Account = typeof billingAccounts.$inferSelect;

/** The corporation's account, made on first use (a corporation without one has nothing and owes nothing). */
export async function lockAccount(tx: Db, corpId: string): Promise<Account> {
  await tx.insert(billingAccounts).values({ corpId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.corpId, corpId))
    .for('update');
  return account!;
}

export interface Posting {
  kind: LedgerKind;
  /** Signed: a credit is positive, a charge negative. */
  amountFen: number;
  orderId?: string | null;
  note?: string | null;
  actor: string;
}

/**
 * Adds a ledger row and moves the balance. `guardCredit`: refuse a charge that would leave the balance below the
 * negative of the credit limit (paying by balance); usage and operators' entries may go further.
 */
export async function post(
  tx: Db,
  corpId: string,
  posting: Posting,
  options: { guardCredit?: boolean } = {},
) {
  const account = await lockAccount(tx, corpId);
  const after = account.balanceFen + posting.amountFen;
  if (options.guardCredit && posting.amountFen < 0 && after < -account.creditLimitFen)
    throw new ApiFailure(ApiCode.insufficientBalance, 'insufficientBalance', {
      params: { payable: yuan(-posting.amountFen), after: yuan(after), limit: yuan(-account.creditLimitFen) },
    });
  await tx.insert(billingLedger).values({
    id: randomUUID(),
    corpId,
    kind: posting.kind,
    amountFen: posting.amountFen,
    balanceFen: after,
    orderId: posting.orderId ?? null,
    note: posting.note ?? null,
    actor: posting.actor,
  });
  await tx
    .update(billingAccounts)
    .set({ balanceFen: sql`${billingAccounts.balanceFen} + ${posting.amountFen}`, updatedAt: new Date() })
    .where(eq(billingAccounts.corpId, corpId));
  return after;
}

/** ¥ with two decimals, for messages and mail. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The corporation's standing as billing sees it: balance, credit limit, arrears and what they stop. */
export async function billingStanding(db: Db, corpId: string) {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.corpId, corpId));
  const balanceFen = account?.balanceFen ?? 0;
  return {
    balanceFen,
    creditLimitFen: account?.creditLimitFen ?? 0,
    arrears: balanceFen < 0,
    arrearsPolicy: (account?.arrearsPolicy ?? 'none') as ArrearsPolicy,
  };
}
export type BillingStanding = Omit<StandingDto, 'discountPercent'>;

/**
 * Whether the corporation may start a new conversation: refused only when it is in arrears beyond its credit
 * limit and its policy says arrears stop new conversations (the runtime asks before a conversation starts).
 */
export async function mayStartConversation(db: Db, corpId: string): Promise<boolean> {
  const standing = await billingStanding(db, corpId);
  return !(standing.arrearsPolicy === 'newConversations' && standing.balanceFen < -standing.creditLimitFen);
}
