import 'server-only';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ProductDto } from '@/features/billing/contract';
import type { CreateProductRequest, UpdateProductRequest } from '@/features/billing/contract/operator';
import { ApiCode } from '@/lib/contract/codes';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { billingProducts } from './tables';

// What is sold. Operators keep the catalogue; start-up seeds a sensible one once, by each product's seed key, so
// seeding again never undoes what an operator changed (products are deactivated, never deleted).

type Row = typeof billingProducts.$inferSelect;

export const toProductDto = (row: Row): ProductDto => ({
  productId: row.id,
  kind: row.kind as ProductDto['kind'],
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  concurrency: row.concurrency,
  durationDays: row.durationDays,
  creditFen: row.creditFen,
  priceFen: row.priceFen,
  active: row.active,
  sort: row.sort,
});

/**
 * The default catalogue: the standard plan, packages of 5 and 20 conversations for 30 and 365 days, top-ups, and the
 * collection mini-site's portrait packages, offline licences (devices in `concurrency`).
 */
const SEED: (Omit<typeof billingProducts.$inferInsert, 'id'> & { seedKey: string })[] = [
  {
    seedKey: 'plan-standard',
    kind: 'plan',
    nameZh: '标准版',
    nameEn: 'Standard plan',
    priceFen: 99_900,
    sort: 10,
  },
  {
    seedKey: 'concurrency-5-30',
    kind: 'concurrency',
    nameZh: '5 路并发 · 30 天',
    nameEn: '5 concurrent conversations · 30 days',
    concurrency: 5,
    durationDays: 30,
    priceFen: 150_000,
    sort: 20,
  },
  {
    seedKey: 'concurrency-20-365',
    kind: 'concurrency',
    nameZh: '20 路并发 · 365 天',
    nameEn: '20 concurrent conversations · 365 days',
    concurrency: 20,
    durationDays: 365,
    priceFen: 5_000_000,
    sort: 30,
  },
  {
    seedKey: 'topup-100',
    kind: 'topup',
    nameZh: '充值 100 元',
    nameEn: 'Top-up ¥100',
    creditFen: 10_000,
    priceFen: 10_000,
    sort: 40,
  },
  {
    seedKey: 'topup-1000',
    kind: 'topup',
    nameZh: '充值 1000 元',
    nameEn: 'Top-up ¥1,000',
    creditFen: 100_000,
    priceFen: 100_000,
    sort: 50,
  },
  {
    seedKey: 'portrait-1',
    kind: 'portrait',
    nameZh: '私人数字人 · 1 个形象',
    nameEn: 'Private digital human · one portrait',
    priceFen: 49_900,
    sort: 60,
  },
  {
    seedKey: 'portrait-1-concurrency-365',
    kind: 'portrait',
    nameZh: '私人数字人 · 1 个形象 + 1 路并发一年',
    nameEn: 'Private digital human · one portrait + one concurrent conversation for a year',
    concurrency: 1,
    durationDays: 365,
    priceFen: 399_900,
    sort: 70,
  },
  {
    seedKey: 'offline-3-365',
    kind: 'offline',
    nameZh: '离线数字人授权 · 3 台设备 · 1 年',
    nameEn: 'Offline digital human licence · 3 devices · 1 year',
    concurrency: 3,
    durationDays: 365,
    priceFen: 199_900,
    sort: 80,
  },
  {
    seedKey: 'offline-10-365',
    kind: 'offline',
    nameZh: '离线数字人授权 · 10 台设备 · 1 年',
    nameEn: 'Offline digital human licence · 10 devices · 1 year',
    concurrency: 10,
    durationDays: 365,
    priceFen: 499_900,
    sort: 90,
  },
];

/** Start-up: the default catalogue, once (idempotent across restarts and instances). */
export async function seedProducts(db: Db): Promise<void> {
  await db
    .insert(billingProducts)
    .values(SEED.map((product) => ({ id: randomUUID(), ...product })))
    .onConflictDoNothing({ target: billingProducts.seedKey });
}

export async function listProducts(db: Db, options: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(billingProducts)
    .where(options.activeOnly ? eq(billingProducts.active, true) : undefined)
    .orderBy(asc(billingProducts.sort), asc(billingProducts.createdAt));
  return rows.map(toProductDto);
}

export async function findProduct(db: Db, productId: string) {
  const [row] = await db.select().from(billingProducts).where(eq(billingProducts.id, productId));
  return row ?? null;
}

interface Decision {
  actor: AuditActor;
  requestId: string;
}

const fields = (input: CreateProductRequest) => ({
  kind: input.kind,
  nameZh: input.nameZh,
  nameEn: input.nameEn,
  concurrency: input.concurrency,
  durationDays: input.durationDays,
  creditFen: input.creditFen,
  priceFen: input.priceFen,
  sort: input.sort ?? 0,
});

export async function createProduct(db: Db, input: CreateProductRequest, decision: Decision) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billingProducts)
      .values({ id: randomUUID(), ...fields(input) })
      .returning();
    const after = toProductDto(row!);
    await audit(tx, {
      ...decision,
      action: 'product.create',
      object: { type: 'product', id: row!.id },
      after,
    });
    return after;
  });
}

async function change(db: Db, productId: string, changes: Partial<Row>, action: string, decision: Decision) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(billingProducts)
      .where(eq(billingProducts.id, productId))
      .for('update');
    if (!before) throw new ApiFailure(ApiCode.notFound, 'notFound');
    const [row] = await tx
      .update(billingProducts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(billingProducts.id, productId))
      .returning();
    const after = toProductDto(row!);
    await audit(tx, {
      ...decision,
      action,
      object: { type: 'product', id: productId },
      before: toProductDto(before),
      after,
    });
    return after;
  });
}

export const updateProduct = (db: Db, input: UpdateProductRequest, decision: Decision) =>
  change(db, input.productId, { ...fields(input), active: input.active }, 'product.update', decision);

export const deactivateProduct = (db: Db, productId: string, decision: Decision) =>
  change(db, productId, { active: false }, 'product.deactivate', decision);
