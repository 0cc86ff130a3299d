import 'server-only';
import { count, eq } from 'drizzle-orm';
import { corporations } from '@/lib/server/auth/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { knowledgeFaqs } from '../tables';

/**
 * FAQ items the corporation may hold (null: no cap): the plans area's effective limit, `KNOWLEDGE_FAQ_MAX` or its
 * default unless an operator set the corporation's own (app/_compose/plans-ports.ts).
 */
export type FaqCapOf = (db: Db, corpId: string) => Promise<number | null>;

export const faqLimitFailure = (max: number) =>
  new ApiFailure(ApiCode.limitReached, 'faqLimit', { params: { max }, data: { max } });

/**
 * Places left for new items under `max`, inside the transaction that inserts them. Locking the corporation's row
 * first makes parallel creates and imports of one corporation take turns, so two of them cannot both count one
 * free place.
 */
export async function lockFaqPlaces(
  tx: Db,
  corpId: string,
  max: number | null,
): Promise<{ max: number | null; free: number }> {
  await tx
    .select({ id: corporations.id })
    .from(corporations)
    .where(eq(corporations.id, corpId))
    .for('update');
  if (max === null) return { max, free: Number.POSITIVE_INFINITY };
  const [row] = await tx.select({ n: count() }).from(knowledgeFaqs).where(eq(knowledgeFaqs.corpId, corpId));
  return { max, free: Math.max(0, max - (row?.n ?? 0)) };
}

/** Refuses one new item when the corporation is at its cap. */
export async function claimFaqPlace(tx: Db, corpId: string, max: number | null): Promise<void> {
  const { free } = await lockFaqPlaces(tx, corpId, max);
  if (max !== null && free < 1) throw faqLimitFailure(max);
}
