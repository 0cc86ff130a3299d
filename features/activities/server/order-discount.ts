import 'server-only';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { StandingOf } from './ports';
import { audienceIncludes, promotedPriceFen } from './rules';
import { activities, activityRedemptions } from './tables';

// What billing asks when it prices an order: the promotion that makes this product cheapest for this corporation
// right now, and (in the order's transaction) the record of which promotion the order took.

export interface PromotedPrice {
  activityId: string;
  payableFen: number;
  /** The promotion's title, which the order keeps (the buy dialog and the order name it). */
  title: { zh: string; en: string };
}

export async function bestPromotion(
  db: Db,
  standingOf: StandingOf,
  order: { corpId: string; productId: string; listPriceFen: number },
  now = new Date(),
): Promise<PromotedPrice | null> {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.productId, order.productId),
        lte(activities.startsAt, now),
        gt(activities.endsAt, now),
      ),
    );
  if (rows.length === 0) return null;
  const standing = await standingOf(db, order.corpId);
  if (!standing) return null;
  let best: PromotedPrice | null = null;
  for (const row of rows) {
    if (!row.discountKind || row.discountValue === null || !audienceIncludes(row.audience, standing))
      continue;
    const payableFen = promotedPriceFen(
      order.listPriceFen,
      row.discountKind as 'percent' | 'amount',
      row.discountValue,
    );
    if (!best || payableFen < best.payableFen)
      best = { activityId: row.id, payableFen, title: { zh: row.titleZh, en: row.titleEn } };
  }
  return best;
}

export async function recordRedemption(
  tx: Db,
  redemption: { orderId: string; activityId: string; corpId: string; savedFen: number },
) {
  await tx.insert(activityRedemptions).values(redemption).onConflictDoNothing();
}

/** The promotion an order took, if any (its detail and the back office show it). */
export async function redemptionOf(db: Db, orderId: string) {
  const [row] = await db.select().from(activityRedemptions).where(eq(activityRedemptions.orderId, orderId));
  return row ?? null;
}
