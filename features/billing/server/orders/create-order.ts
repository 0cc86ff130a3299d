import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { OrderQuoteDto } from '@/features/billing/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { orderExpiryMs } from '../config';
import { mailOrder } from '../order-mail';
import type { BillingPorts } from '../ports';
import { findProduct } from '../products';
import { billingOrders } from '../tables';
import { addHistory } from './order-rows';

// A new order: the product as it is now (a later price change does not touch it), the corporation's discount from
// the plans area, and the payable amount in fen. It waits for payment until `expiresAt` (the countdown).

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** DH20261127-7KQ2XM: the day (UTC) and six characters without look-alikes, easy to read out on the phone. */
export function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = [...randomBytes(6)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `DH${day}-${tail}`;
}

/** The discount applied to a list price, rounded half up to the fen, in integers only. */
export const payableOf = (listFen: number, discountPercent: number) =>
  Math.floor((listFen * (100 - discountPercent) + 50) / 100);

/** A chosen start may lie a few minutes back (the form was filled slowly), not further. */
const START_SLACK_MS = 10 * 60_000;

type PricingPorts = Pick<BillingPorts, 'terms' | 'activityDiscount'>;

/**
 * What an order of this product and quantity costs this corporation now: the list price, its own discount, and a
 * running promotion in its place when that is cheaper for the customer ("best of", never both). The buy dialog's
 * quote and the order itself price alike.
 */
export async function priceOrder(
  db: Db,
  corpId: string,
  input: { productId: string; quantity: number },
  ports: PricingPorts,
  now = new Date(),
) {
  const product = await findProduct(db, input.productId);
  if (!product?.active) throw new ApiFailure(ApiCode.notFound, 'productUnavailable');
  const terms = await ports.terms(db, corpId);
  if (!terms) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const listPriceFen = product.priceFen * input.quantity;
  const corpPayableFen = payableOf(listPriceFen, terms.discountPercent);
  const found = await ports.activityDiscount?.best(db, { corpId, productId: product.id, listPriceFen }, now);
  const promotion = found && found.payableFen < corpPayableFen ? found : null;
  return { product, terms, listPriceFen, corpPayableFen, promotion };
}

/** The quote the buy dialog shows before ordering (`fee-api/order/quote`). */
export async function quoteOrder(
  db: Db,
  corpId: string,
  input: { productId: string; quantity: number },
  ports: PricingPorts,
): Promise<OrderQuoteDto> {
  const { terms, listPriceFen, corpPayableFen, promotion } = await priceOrder(db, corpId, input, ports);
  const payableFen = promotion?.payableFen ?? corpPayableFen;
  return {
    listPriceFen,
    discountPercent: terms.discountPercent,
    payableFen,
    promotion: promotion && {
      titleZh: promotion.title.zh,
      titleEn: promotion.title.en,
      discountFen: listPriceFen - payableFen,
    },
  };
}

export async function createOrder(
  db: Db,
  owner: { userId: string; corpId: string },
  input: { productId: string; quantity: number; startAt?: string | undefined },
  ports: PricingPorts,
  now = new Date(),
) {
  const { product, terms, listPriceFen, corpPayableFen, promotion } = await priceOrder(
    db,
    owner.corpId,
    input,
    ports,
    now,
  );
  if (product.kind === 'plan') {
    if (terms.plan === 'standard') throw new ApiFailure(ApiCode.conflict, 'planAlreadyStandard');
    if (input.quantity !== 1) throw fieldFailure('quantity', 'planQuantityOne');
  }
  const startsAt = product.kind === 'concurrency' && input.startAt ? new Date(input.startAt) : null;
  if (startsAt && startsAt.getTime() < now.getTime() - START_SLACK_MS)
    throw fieldFailure('startAt', 'startInPast');
  const [order] = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(billingOrders)
      .values({
        id: randomUUID(),
        orderNo: newOrderNo(now),
        corpId: owner.corpId,
        userId: owner.userId,
        productId: product.id,
        productKind: product.kind,
        productNameZh: product.nameZh,
        productNameEn: product.nameEn,
        quantity: input.quantity,
        concurrency: product.concurrency === null ? null : product.concurrency * input.quantity,
        durationDays: product.durationDays,
        creditFen: product.creditFen === null ? null : product.creditFen * input.quantity,
        unitPriceFen: product.priceFen,
        listPriceFen,
        discountPercent: terms.discountPercent,
        payableFen: promotion?.payableFen ?? corpPayableFen,
        promotionTitleZh: promotion?.title.zh ?? null,
        promotionTitleEn: promotion?.title.en ?? null,
        startsAt,
        status: 'pending',
        expiresAt: new Date(now.getTime() + orderExpiryMs()),
        createdAt: now,
      })
      .returning();
    if (promotion) {
      const { activityId, payableFen } = promotion;
      const savedFen = corpPayableFen - payableFen;
      await ports.activityDiscount!.record(tx, {
        orderId: rows[0]!.id,
        activityId,
        corpId: owner.corpId,
        savedFen,
      });
    }
    await addHistory(
      tx,
      rows[0]!.id,
      { from: null, to: 'pending', actor: 'customer', actorId: owner.userId },
      now,
    );
    return rows;
  });
  await mailOrder(db, 'created', order!);
  return order!;
}

function fieldFailure(field: string, key: 'planQuantityOne' | 'startInPast') {
  return new ApiFailure(ApiCode.validation, key, { data: { fields: [{ field, message: 'outOfRange' }] } });
}
