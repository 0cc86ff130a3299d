import { describe, expect, it } from 'vitest';
import { redemptionOf } from '@/features/activities/server/order-discount';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { signedInOperator } from '@/tests/integration/support/operators';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import {
  operatorProduct,
  orderFor,
  orderRow,
  setDiscount,
} from '@/tests/integration/billing/billing-support';
import { createPromotion, hoursFromNow } from './activities-support';

describe('an order during a promotion', () => {
  it('takes the better of the promotion and the corporation’s discount, and records the promotion', async () => {
    const admin = await signedInOperator('admin');
    const product = await operatorProduct({ priceFen: 10_000 });
    const other = await operatorProduct({ priceFen: 10_000 });
    const promo = await createPromotion(admin.cookie, {
      audience: 'trial',
      discount: { productId: product.productId, kind: 'percent', value: 2_500 }, // 25 % off
    });
    // Upcoming and ended promotions on the same product never apply, nor an amount for another audience.
    await createPromotion(admin.cookie, {
      startsAt: hoursFromNow(1),
      endsAt: hoursFromNow(2),
      discount: { productId: product.productId, kind: 'amount', value: 9_000 },
    });
    await createPromotion(admin.cookie, {
      audience: 'standard',
      discount: { productId: product.productId, kind: 'amount', value: 9_000 },
    });

    const trial = await loggedInAccount();
    const order = await orderFor(trial, product.productId, 2);
    expect(order).toMatchObject({ listPriceFen: 20_000, payableFen: 15_000 });
    const db = await getDb();
    expect(await redemptionOf(db, (await orderRow(order.orderNo)).id)).toMatchObject({
      activityId: promo.activityId,
      savedFen: 5_000,
    });

    // Another product: no promotion, the list price.
    const plain = await orderFor(trial, other.productId);
    expect(plain.payableFen).toBe(10_000);
    expect(await redemptionOf(db, (await orderRow(plain.orderNo)).id)).toBeNull();

    // The corporation's own 30 % beats the promotion's 25 %: it keeps its own, and no promotion is recorded.
    const favoured = await loggedInAccount();
    await setDiscount(favoured.user.corpId, 30);
    const own = await orderFor(favoured, product.productId);
    expect(own).toMatchObject({ payableFen: 7_000, discountPercent: 30 });
    expect(await redemptionOf(db, (await orderRow(own.orderNo)).id)).toBeNull();

    // A standard account is outside the trial promotion but inside the amount one (90 yuan off).
    const standard = await loggedInAccount();
    await setPlan(standard.user.corpId, 'standard');
    const amount = await orderFor(standard, product.productId);
    expect(amount.payableFen).toBe(1_000);
  });
});
