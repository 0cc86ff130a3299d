import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as revokeRoute } from '@/app/api/management/offline/licences/revoke/route';
import { seedProducts } from '@/features/billing/server/products';
import { billingProducts } from '@/features/billing/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { orderFor } from '@/tests/integration/billing/billing-support';
import { payOrder } from '@/tests/integration/collection/portrait-packages';
import { call } from '@/tests/integration/support/api';
import { createLicence, overview, owner } from './offline-support';

// Issue 26 §2: offline licences are a billing product. Every corporation has the trial's one licence of one device;
// a paid order of an offline licence product adds its licences, of its devices each.

async function licenceProduct(seedKey: 'offline-3-365' | 'offline-10-365') {
  const db = await getDb();
  await seedProducts(db);
  const [row] = await db.select().from(billingProducts).where(eq(billingProducts.seedKey, seedKey));
  return row!;
}

async function buy(who: { token: string }, seedKey: 'offline-3-365' | 'offline-10-365', quantity = 1) {
  const order = await orderFor(who, (await licenceProduct(seedKey)).id, quantity);
  expect(await payOrder(order)).toBe('completed');
  return order;
}

describe('offline licences bought through billing', () => {
  it('are on sale: a licence of 3 devices and one of 10, each for a year', async () => {
    const three = await licenceProduct('offline-3-365');
    expect(three).toMatchObject({ kind: 'offline', concurrency: 3, durationDays: 365, active: true });
    expect(three.nameEn).toMatch(/3 devices/);
    expect(three.nameZh).toMatch(/3 台设备/);
    expect((await licenceProduct('offline-10-365')).concurrency).toBe(10);
  });

  it('add licences of their devices once paid; the trial’s place stays one device; others are unaffected', async () => {
    const who = await owner();
    const other = await owner();
    const sessionId = who.session.conversationId;
    expect((await overview(who.token)).data.allowance).toEqual({ licences: 1, used: 0, devicesAvailable: 1 });

    // Not yet paid: nothing more.
    const unpaid = await orderFor(who, (await licenceProduct('offline-3-365')).id, 2);
    expect((await overview(who.token)).data.allowance.licences).toBe(1);
    expect((await createLicence(who.token, { sessionId, devices: 3 })).body.code).toBe(ApiCode.limitReached);

    expect(await payOrder(unpaid)).toBe('completed');
    expect((await overview(who.token)).data.allowance).toEqual({ licences: 3, used: 0, devicesAvailable: 3 });

    // Asked without a number: the most a free place has (3); then 2 of 3; then the trial's 1.
    const first = await createLicence(who.token, { sessionId });
    expect(first.body.code).toBe(0);
    const second = await createLicence(who.token, { sessionId, devices: 2 });
    expect(second.body.code).toBe(0);
    const tooMany = await createLicence(who.token, { sessionId, devices: 2 });
    expect(tooMany.body.code).toBe(ApiCode.limitReached);
    expect(tooMany.body.message).toMatch(/最多 1 台/);
    const third = await createLicence(who.token, { sessionId });
    expect(third.body.code).toBe(0);

    const listed = (await overview(who.token)).data;
    const byId = new Map(listed.licences.map((licence) => [licence.id, licence]));
    expect(byId.get(first.body.data.id)).toMatchObject({ deviceLimit: 3 });
    expect(byId.get(first.body.data.id)!.devices).toHaveLength(3);
    expect(byId.get(second.body.data.id)!.devices).toHaveLength(2);
    expect(byId.get(third.body.data.id)!.devices).toHaveLength(1);
    expect(listed.allowance).toEqual({ licences: 3, used: 3, devicesAvailable: 0 });
    const full = await createLicence(who.token, { sessionId });
    expect(full.body.code).toBe(ApiCode.limitReached);
    expect(full.body.message).toMatch(/3 个离线授权均已使用/);

    // Revoking a paid licence frees its place, of its grant's devices.
    await call(revokeRoute, '/management/offline/licences/revoke', {
      token: who.token,
      body: { id: first.body.data.id },
    });
    expect((await overview(who.token)).data.allowance).toEqual({ licences: 3, used: 2, devicesAvailable: 3 });

    // A bigger product: a licence of 10.
    await buy(who, 'offline-10-365');
    expect((await createLicence(who.token, { sessionId, devices: 10 })).body.code).toBe(0);

    expect((await overview(other.token)).data.allowance).toEqual({
      licences: 1,
      used: 0,
      devicesAvailable: 1,
    });
  });

  it('refuses a device count out of range in words, before any place is taken', async () => {
    const who = await owner();
    const answer = await createLicence(who.token, { sessionId: who.session.conversationId, devices: 0 });
    expect(answer.body.code).toBe(ApiCode.validation);
    expect((await overview(who.token)).data.allowance.used).toBe(0);
  });
});
