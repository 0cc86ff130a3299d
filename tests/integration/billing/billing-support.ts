import { and, eq } from 'drizzle-orm';
import { billingPorts } from '@/app/_compose/billing-ports';
import { POST as createOrderRoute } from '@/app/api/management/orders/createOrder/route';
import { POST as createProductRoute } from '@/app/api/operator/billing/products/create/route';
import type { OrderDetailDto, ProductDto, ProductKind } from '@/features/billing/contract';
import type { CreateProductRequest } from '@/features/billing/contract/operator';
import type { CertificationPort } from '@/features/billing/server/ports';
import { seedProducts } from '@/features/billing/server/products';
import { billingOrders, billingProducts } from '@/features/billing/server/tables';
import { corporationPlanOverrides } from '@/features/plans/server/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';

// Billing's tests share these: customers with orders, products, and a certification port over a set the test fills
// (the certification area answers it in the application).

export const certified = new Set<string>();
export const certification: CertificationPort = { isCertified: async (_db, corpId) => certified.has(corpId) };

export const ports = billingPorts;

export async function seededProduct(kind: ProductKind) {
  const db = await getDb();
  await seedProducts(db);
  const [row] = await db.select().from(billingProducts).where(eq(billingProducts.kind, kind)).limit(1);
  return row!;
}

export async function operatorProduct(product: Partial<CreateProductRequest> & { priceFen: number }) {
  const admin = await signedInOperator('admin');
  const created = await call<ProductDto>(createProductRoute, '/operator/billing/products/create', {
    ...asOperator(admin.cookie),
    body: {
      kind: 'concurrency',
      nameZh: '测试并发',
      nameEn: 'Test concurrency',
      concurrency: 2,
      durationDays: 30,
      creditFen: null,
      ...product,
    },
  });
  if (created.body.code !== 0) throw new Error(`product: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

export async function setDiscount(corpId: string, percent: number) {
  const db = await getDb();
  await db
    .insert(corporationPlanOverrides)
    .values({ corpId, discountPercent: percent })
    .onConflictDoUpdate({ target: corporationPlanOverrides.corpId, set: { discountPercent: percent } });
}

export async function orderFor(
  customer: { token: string },
  productId: string,
  quantity = 1,
): Promise<OrderDetailDto> {
  const created = await call<OrderDetailDto>(createOrderRoute, '/management/orders/createOrder', {
    token: customer.token,
    body: { productId, quantity },
  });
  if (created.body.code !== 0) throw new Error(`order: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

export const owner = (customer: { user: { userId: string; corpId: string } }) => ({
  userId: customer.user.userId,
  corpId: customer.user.corpId,
});

export async function orderRow(orderNo: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.orderNo, orderNo)));
  return row!;
}

export async function customerWithOrder(kind: ProductKind = 'concurrency') {
  const customer = await loggedInAccount();
  const product = await seededProduct(kind);
  const order = await orderFor(customer, product.id);
  return { customer, product, order };
}

/** A real PNG (1 × 1). */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const voucherFile = (bytes: Uint8Array = PNG, name = 'voucher.png') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });
