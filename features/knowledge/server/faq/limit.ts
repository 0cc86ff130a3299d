import 'server-only';
import { count, eq } from 'drizzle-orm';
import { DEFAULT_FAQ_MAX_ITEMS } from '@/features/knowledge/contract';
import { corporations } from '@/lib/server/auth/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { knowledgeFaqs } from '../tables';

/** FAQ items a corporation may hold: `KNOWLEDGE_FAQ_MAX`, else the contract's default (README). */
export function faqMaxItems(): number {
  const value = Number(process.env.KNOWLEDGE_FAQ_MAX);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_FAQ_MAX_ITEMS;
}

export const faqLimitFailure = (max: number) =>
  new ApiFailure(ApiCode.limitReached, 'faqLimit', { params: { max }, data: { max } });

/**
 * Places left for new items, inside the transaction that inserts them. Locking the corporation's row first makes
 * parallel creates and imports of one corporation take turns, so two of them cannot both count one free place.
 */
export async function lockFaqPlaces(tx: Db, corpId: string): Promise<{ max: number; free: number }> {
  await tx
    .select({ id: corporations.id })
    .from(corporations)
    .where(eq(corporations.id, corpId))
    .for('update');
  const [row] = await tx.select({ n: count() }).from(knowledgeFaqs).where(eq(knowledgeFaqs.corpId, corpId));
  const max = faqMaxItems();
  return { max, free: Math.max(0, max - (row?.n ?? 0)) };
}

/** Refuses one new item when the corporation is at its cap. */
export async function claimFaqPlace(tx: Db, corpId: string): Promise<void> {
  const { max, free } = await lockFaqPlaces(tx, corpId);
  if (free < 1) throw faqLimitFailure(max);
}
