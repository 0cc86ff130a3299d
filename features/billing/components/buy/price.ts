import type { ProductDto } from '@/features/billing/contract';

export interface PriceBreakdown {
  listFen: number;
  discountPercent: number;
  /** What the discount takes off (list − payable). */
  discountFen: number;
  payableFen: number;
}

/**
 * The price an order will carry, as the server computes it (README "Order states"): list = unit × quantity,
 * payable = round(list × (100 − discount) / 100), half up to the fen. Shown before ordering; the order's own
 * figures are the server's.
 */
export function priceOf(unitFen: number, quantity: number, discountPercent: number): PriceBreakdown {
  const listFen = unitFen * quantity;
  // Integer arithmetic: list × (100 − d) is exact; adding 50 before the division rounds half up.
  const payableFen = Math.floor((listFen * (100 - discountPercent) + 50) / 100);
  return { listFen, discountPercent, discountFen: listFen - payableFen, payableFen };
}

/** Whether buying more than one unit means anything: a plan is one per order; packages and top-ups stack. */
export const hasQuantity = (product: ProductDto) => product.kind !== 'plan';
