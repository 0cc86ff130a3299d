import { describe, expect, it } from 'vitest';
import { GET as quoteRoute } from '@/app/api/fee-api/order/quote/route';
import { GET as feePageRoute } from '@/app/api/fee-api/order/page/route';
import type { OrderDto, OrderQuoteDto } from '@/features/billing/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { signedInOperator } from '@/tests/integration/support/operators';
import { operatorProduct, orderFor, setDiscount } from '@/tests/integration/billing/billing-support';
import { createPromotion } from './activities-support';

// The buy dialog's quote (GET /fee-api/order/quote) prices as the order does, and the order names its promotion.

const quote = (token: string | undefined, productId: string, quantity = 1) =>
  call<OrderQuoteDto>(quoteRoute, '/fee-api/order/quote', {
    token,
    query: { productId, quantity: String(quantity) },
  });

describe('the quote before ordering and the order after', () => {
  it('show the promotion that prices the order, by its title, and what it takes off', async () => {
    const admin = await signedInOperator('admin');
    const product = await operatorProduct({ priceFen: 10_000 });
    await createPromotion(admin.cookie, {
      titleZh: '春季特惠',
      titleEn: 'Spring sale',
      discount: { productId: product.productId, kind: 'percent', value: 2_000 }, // 20 % off
    });
    const customer = await loggedInAccount();

    const before = await quote(customer.token, product.productId, 2);
    expect(before.body.code).toBe(ApiCode.ok);
    expect(before.body.data).toEqual({
      listPriceFen: 20_000,
      discountPercent: 0,
      payableFen: 16_000,
      promotion: { titleZh: '春季特惠', titleEn: 'Spring sale', discountFen: 4_000 },
    });

    const order = await orderFor(customer, product.productId, 2);
    expect(order.payableFen).toBe(before.body.data.payableFen);
    expect(order.promotion).toEqual(before.body.data.promotion);
    const page = await call<Page<OrderDto>>(feePageRoute, '/fee-api/order/page', {
      token: customer.token,
      query: { pageIndex: '1', pageSize: '10' },
    });
    expect(page.body.data.list.find((o) => o.orderNo === order.orderNo)?.promotion?.titleEn).toBe(
      'Spring sale',
    );
  });

  it("keeps the corporation's own discount when it is better, and names no promotion", async () => {
    const admin = await signedInOperator('admin');
    const product = await operatorProduct({ priceFen: 10_000 });
    await createPromotion(admin.cookie, {
      discount: { productId: product.productId, kind: 'percent', value: 1_000 },
    });
    const favoured = await loggedInAccount();
    await setDiscount(favoured.user.corpId, 30);
    const own = await quote(favoured.token, product.productId);
    expect(own.body.data).toEqual({
      listPriceFen: 10_000,
      discountPercent: 30,
      payableFen: 7_000,
      promotion: null,
    });
    expect((await orderFor(favoured, product.productId)).promotion).toBeNull();
  });

  it('refuses a product not on sale, a bad quantity and a stranger, with translated reasons', async () => {
    const customer = await loggedInAccount();
    const missing = await quote(customer.token, 'no-such-product');
    expect(missing.body.code).toBe(ApiCode.notFound);
    const product = await operatorProduct({ priceFen: 100 });
    const bad = await quote(customer.token, product.productId, 0);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ApiCode.validation);
    expect((await quote(undefined, product.productId)).body.code).toBe(ApiCode.unauthenticated);
  });
});
