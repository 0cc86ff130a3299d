import type { ActivityDto } from '../contract';

/** The labels a discount's words need (translated by the server component that mounts the island). */
export interface DiscountLabels {
  /** "{percent}% off" with `{percent}` in it. */
  percentOff: string;
  /** "{amount} off" with `{amount}` in it. */
  amountOff: string;
}

const yuan = (fen: number) => `¥${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** "Concurrency package: 25% off" in the page's language; null without a discount. */
export function discountText(activity: ActivityDto, locale: string, labels: DiscountLabels): string | null {
  const discount = activity.discount;
  if (!discount) return null;
  const off =
    discount.kind === 'percent'
      ? labels.percentOff.replace('{percent}', String(discount.value / 100))
      : labels.amountOff.replace('{amount}', yuan(discount.value));
  const product = locale === 'en' ? discount.productNameEn : discount.productNameZh;
  return product ? `${product}: ${off}` : off;
}

export const titleOf = (activity: ActivityDto, locale: string) =>
  locale === 'en' ? activity.titleEn : activity.titleZh;
export const textOf = (activity: ActivityDto, locale: string) =>
  locale === 'en' ? activity.textEn : activity.textZh;
