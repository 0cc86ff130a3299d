import type { ProductDto } from '@/features/billing/contract';

export interface PriceBreakdown {
  listFen: number;
  discountPercent: number;
  /** What the discount takes off (list − payable). */
  discountFen: number;
  payableFen: number;
  /** The running promotion that prices the order instead of the corporation's discount (the server's quote). */
  promotion?: { title: string } | null;
}

/** The server's quote as a breakdown: a promotion replaces the corporation's discount, never both. */
export function priceOfQuote(
  quote: {
    listPriceFen: number;
    discountPercent: number;
    payableFen: number;
    promotion: { titleZh: string; titleEn: string } | null;
  },
  locale: string,
): PriceBreakdown {
  const { listPriceFen: listFen, payableFen, promotion } = quote;
  return {
    listFen,
    discountPercent: promotion ? 0 : quote.discountPercent,
    discountFen: listFen - payableFen,
    payableFen,
    promotion: promotion && { title: locale === 'en' ? promotion.titleEn : promotion.titleZh },
  };
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
