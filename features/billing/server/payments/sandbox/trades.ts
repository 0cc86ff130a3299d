import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { PaymentMethod } from '../provider';
import { paymentSandboxTrades } from '../tables';

// The sandbox gateway's trades. Creating one twice for the same out_trade_no returns the first (as the real
// gateways answer a repeated order with the same QR), unless the amount changed, which they refuse.

export type SandboxTrade = typeof paymentSandboxTrades.$inferSelect;

export interface NewTrade {
  method: PaymentMethod;
  merchantId: string;
  appId: string;
  outTradeNo: string;
  subject: string;
  amountFen: number;
  notifyUrl: string;
  returnUrl?: string;
  expiresAt: Date;
}

/** A gateway-style trade number: date plus random digits (Alipay's are 28 digits, WeChat's 28 too). */
function tradeNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let digits = '';
  while (digits.length < 20) digits += String(randomInt(0, 10));
  return `${day}${digits}`;
}

export type OpenResult = { trade: SandboxTrade } | { conflict: 'amountChanged' | 'notPayable' };

export async function openTrade(db: Db, fields: NewTrade, now = new Date()): Promise<OpenResult> {
  await db
    .insert(paymentSandboxTrades)
    .values({ ...fields, returnUrl: fields.returnUrl ?? null, tradeNo: tradeNo(now), status: 'unpaid' })
    .onConflictDoNothing();
  const trade = await findByOutTradeNo(db, fields.method, fields.merchantId, fields.outTradeNo);
  if (!trade) throw new Error('sandbox trade vanished after insert');
  if (trade.amountFen !== fields.amountFen) return { conflict: 'amountChanged' };
  if (trade.status !== 'unpaid') return { conflict: 'notPayable' };
  if (fields.returnUrl && fields.returnUrl !== trade.returnUrl) {
    await db
      .update(paymentSandboxTrades)
      .set({ returnUrl: fields.returnUrl })
      .where(eq(paymentSandboxTrades.tradeNo, trade.tradeNo));
    return { trade: { ...trade, returnUrl: fields.returnUrl } };
  }
  return { trade };
}

export async function findByOutTradeNo(
  db: Db,
  method: PaymentMethod,
  merchantId: string,
  outTradeNo: string,
) {
  const [trade] = await db
    .select()
    .from(paymentSandboxTrades)
    .where(
      and(
        eq(paymentSandboxTrades.method, method),
        eq(paymentSandboxTrades.merchantId, merchantId),
        eq(paymentSandboxTrades.outTradeNo, outTradeNo),
      ),
    );
  return trade ?? null;
}

export async function findByTradeNo(db: Db, tradeNoValue: string) {
  const [trade] = await db
    .select()
    .from(paymentSandboxTrades)
    .where(eq(paymentSandboxTrades.tradeNo, tradeNoValue));
  return trade ?? null;
}

/** Marks an unpaid, unexpired trade paid; null when it is not payable (paid already, closed, expired). */
export async function payTrade(db: Db, tradeNoValue: string, now = new Date()): Promise<SandboxTrade | null> {
  const [paid] = await db
    .update(paymentSandboxTrades)
    .set({ status: 'paid', paidAt: now })
    .where(
      and(
        eq(paymentSandboxTrades.tradeNo, tradeNoValue),
        eq(paymentSandboxTrades.status, 'unpaid'),
        gt(paymentSandboxTrades.expiresAt, now),
      ),
    )
    .returning();
  return paid ?? null;
}

/** Closes an unpaid trade; says what it found otherwise. */
export async function closeTrade(db: Db, trade: SandboxTrade): Promise<'closed' | 'paid'> {
  if (trade.status === 'paid') return 'paid';
  await db
    .update(paymentSandboxTrades)
    .set({ status: 'closed' })
    .where(and(eq(paymentSandboxTrades.tradeNo, trade.tradeNo), eq(paymentSandboxTrades.status, 'unpaid')));
  const after = await findByTradeNo(db, trade.tradeNo);
  return after?.status === 'paid' ? 'paid' : 'closed';
}

/** What a query sees: an unpaid trade past its expiry is closed, as the gateways close it. */
export const tradeStatus = (trade: SandboxTrade, now = new Date()) =>
  trade.status === 'unpaid' && trade.expiresAt <= now ? 'closed' : trade.status;
