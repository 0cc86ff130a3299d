import 'server-only';
import type { ActivityDiscountPort } from '@/features/billing/server/ports';
import { findProduct } from '@/features/billing/server/products';
import type { ProductExists } from '@/features/activities/server/activities';
import { bestPromotion, recordRedemption } from '@/features/activities/server/order-discount';
import type { ActivityViewPorts } from '@/features/activities/server/activities';
import type { ProductNamesOf, StandingOf } from '@/features/activities/server/ports';
import { planStanding } from '@/features/plans/server/standing';
import { certifiedOf } from './certification-ports';

// The activities area and the areas it asks: a corporation's plan (plans) and certification (certification) pick
// its promotions; a discount names one of billing's products; billing applies the discount through its port.

export const activityStandingOf: StandingOf = async (db, corpId) => {
  const standing = await planStanding(db, corpId);
  return standing && { plan: standing.plan, certified: await certifiedOf(db, corpId) };
};

export const activityProductExists: ProductExists = async (db, productId) =>
  Boolean(await findProduct(db, productId));

export const activityDiscount: ActivityDiscountPort = {
  best: (db, order, now) => bestPromotion(db, activityStandingOf, order, now),
  record: recordRedemption,
};

export const activityProductNames: ProductNamesOf = async (db, productIds) => {
  const found = await Promise.all(productIds.map((productId) => findProduct(db, productId)));
  return new Map(
    found.flatMap((product) => (product ? [[product.id, { zh: product.nameZh, en: product.nameEn }]] : [])),
  );
};

export const activityViewPorts: ActivityViewPorts = {
  standingOf: activityStandingOf,
  productNamesOf: activityProductNames,
};
