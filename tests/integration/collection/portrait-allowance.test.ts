import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portraitAllowancePort } from '@/app/_compose/portrait-allowance-ports';
import { GET as productsRoute } from '@/app/api/fee-api/product/list/route';
import type { ProductDto } from '@/features/billing/contract';
import { seedProducts } from '@/features/billing/server/products';
import { billingProducts } from '@/features/billing/server/tables';
import { resourceGrants } from '@/features/deploy/server/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { orderFor } from '@/tests/integration/billing/billing-support';
import { payOrder as pay } from './portrait-packages';

// The collection mini-site sells private portraits through billing's orders; the capture (issue 24) asks the
// allowance through the port composed in app/_compose, never billing's tables.

async function portraitProducts() {
  const db = await getDb();
  await seedProducts(db);
  const rows = await db.select().from(billingProducts).where(eq(billingProducts.kind, 'portrait'));
  const single = rows.find((row) => row.seedKey === 'portrait-1')!;
  const yearly = rows.find((row) => row.seedKey === 'portrait-1-concurrency-365')!;
  return { single, yearly };
}

describe('portrait packages and the allowance', () => {
  it('are on sale: one portrait at ¥499, one with a year of one conversation at ¥3,999', async () => {
    const { single, yearly } = await portraitProducts();
    expect(single).toMatchObject({ priceFen: 49_900, concurrency: null, active: true });
    expect(yearly).toMatchObject({ priceFen: 399_900, concurrency: 1, durationDays: 365, active: true });
    const customer = await loggedInAccount();
    const listed = await call<ProductDto[]>(productsRoute, '/fee-api/product/list', {
      token: customer.token,
    });
    expect(listed.body.code).toBe(0);
    const kinds = listed.body.data.filter((p) => p.kind === 'portrait').map((p) => p.priceFen);
    expect(kinds).toEqual([49_900, 399_900]);
  });

  it('grants nothing until an order completes, then one portrait per unit bought', async () => {
    const { single, yearly } = await portraitProducts();
    const customer = await loggedInAccount();
    const corpId = customer.user.corpId;
    const { portraitAllowance } = portraitAllowancePort;
    expect(await portraitAllowance(corpId)).toBe(0);
    const first = await orderFor(customer, single.id, 2);
    expect(await portraitAllowance(corpId)).toBe(0); // pending: not paid yet
    expect(await pay(first)).toBe('completed');
    expect(await portraitAllowance(corpId)).toBe(2);
    const second = await orderFor(customer, yearly.id);
    expect(await pay(second)).toBe('completed');
    expect(await portraitAllowance(corpId)).toBe(3);
    // Another corporation's purchases are not this one's.
    const other = await loggedInAccount();
    expect(await portraitAllowance(other.user.corpId)).toBe(0);
  });

  it('grants the year of concurrency of the package that includes it, and none for the portrait alone', async () => {
    const { single, yearly } = await portraitProducts();
    const customer = await loggedInAccount();
    const db = await getDb();
    const alone = await orderFor(customer, single.id);
    await pay(alone);
    const grantsOf = () =>
      db.select().from(resourceGrants).where(eq(resourceGrants.corpId, customer.user.corpId));
    expect(await grantsOf()).toHaveLength(0);
    const withYear = await orderFor(customer, yearly.id);
    await pay(withYear);
    const grants = await grantsOf();
    expect(grants).toHaveLength(1);
    expect(grants[0]!.concurrency).toBe(1);
    const days = (grants[0]!.endsAt.getTime() - grants[0]!.startsAt.getTime()) / 86_400_000;
    expect(days).toBe(365);
  });
});
