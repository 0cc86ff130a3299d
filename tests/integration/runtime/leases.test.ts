import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { applications, resourceGrants } from '@/features/deploy/server/tables';
import { TRIAL_CONCURRENCY } from '@/features/runtime/contract';
import { acquireChat, endChat, findActiveChat, renewLease } from '@/features/runtime/server/chats/leases';
import { chats } from '@/features/runtime/server/tables';
import { corporations } from '@/lib/server/auth/tables';
import { getDb, type Db } from '@/lib/server/db/client';

const pools: Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

/** On PostgreSQL, a second app instance: its own pool on the same database. PGlite has one process only. */
function secondInstance(): Db | null {
  if (!process.env.DATABASE_URL) return null;
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  pools.push(pool);
  return drizzle({ client: pool }) as unknown as Db;
}

async function corporation(plan: 'trial' | 'standard' = 'trial') {
  const db = await getDb();
  const id = randomUUID();
  await db
    .insert(corporations)
    .values({ id, name: 'Lease Ltd', plan, trialEndsAt: new Date(Date.now() + 86400e3) });
  return id;
}

/** Starts a conversation with the slots the platform composes (the deployment area's grants and applications). */
const start = (db: Db, corpId: string, appId: string | null = null) =>
  acquireChat(
    db,
    { corpId, sessionId: 'session-1', sessionRevision: 1, entry: appId ? 'app' : 'share', appId },
    runtimePorts(db).slots,
  );

/** An application of the corporation with `concurrency` slots on an order grant of `grant` (ending as given). */
async function application(corpId: string, concurrency: number, grant = { concurrency: 10, endsInDays: 30 }) {
  const db = await getDb();
  const grantId = randomUUID();
  await db.insert(resourceGrants).values({
    id: grantId,
    corpId,
    source: 'order',
    concurrency: grant.concurrency,
    endsAt: new Date(Date.now() + grant.endsInDays * 86400e3),
  });
  const appId = `app_${randomUUID()}`;
  await db.insert(applications).values({
    id: appId,
    corpId,
    grantId,
    name: appId,
    concurrency,
    keyHash: randomUUID(),
    keyHint: 'sk_…test',
  });
  return appId;
}

async function startMany(db: Db, corpId: string, appId: string | null, count: number) {
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await start(db, corpId, appId));
  return results;
}

/** What a browser that vanished leaves behind: a lease nobody renews, here moved into the past. */
async function lapse(chatId: string) {
  await (
    await getDb()
  )
    .update(chats)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(chats.id, chatId));
}

describe('concurrency leases', () => {
  it(`give a trial corporation ${TRIAL_CONCURRENCY} slots, refuse the next, and free one at the end`, async () => {
    const db = await getDb();
    const corpId = await corporation();
    const held = [];
    for (let i = 0; i < TRIAL_CONCURRENCY; i += 1) {
      const result = await start(db, corpId);
      expect(result.ok).toBe(true);
      if (result.ok) held.push(result.chat);
    }
    expect(await start(db, corpId)).toEqual({ ok: false, limit: TRIAL_CONCURRENCY });
    await endChat(db, held[0]!.chatId, 'user');
    expect((await start(db, corpId)).ok).toBe(true);
  });

  it('count only the corporation’s own conversations', async () => {
    const db = await getDb();
    const [busy, other] = [await corporation(), await corporation()];
    for (let i = 0; i < TRIAL_CONCURRENCY; i += 1) await start(db, busy);
    expect((await start(db, other)).ok).toBe(true);
  });

  it('reclaim the slot of a browser that stopped sending heartbeats', async () => {
    const db = await getDb();
    const corpId = await corporation();
    const opened = [];
    for (let i = 0; i < TRIAL_CONCURRENCY; i += 1) {
      const result = await start(db, corpId);
      if (result.ok) opened.push(result.chat);
    }
    await lapse(opened[0]!.chatId);
    expect((await start(db, corpId)).ok).toBe(true);
    const [row] = await db.select().from(chats).where(eq(chats.id, opened[0]!.chatId));
    expect(row).toMatchObject({ status: 'ended', endReason: 'lost' });
    // The vanished page cannot come back into a slot that is no longer its own.
    expect(await renewLease(db, opened[0]!.chatId, opened[0]!.secret)).toBe(false);
  });

  it('renew only with the conversation’s own secret, and keep a renewed conversation findable', async () => {
    const db = await getDb();
    const result = await start(db, await corporation());
    if (!result.ok) throw new Error('no slot');
    const { chatId, secret } = result.chat;
    expect(await renewLease(db, chatId, 'not-the-secret')).toBe(false);
    expect(await findActiveChat(db, chatId, 'not-the-secret')).toBeNull();
    expect(await renewLease(db, chatId, secret)).toBe(true);
    expect(await findActiveChat(db, chatId, secret)).toMatchObject({ id: chatId });
    await endChat(db, chatId, 'user');
    expect(await findActiveChat(db, chatId, secret)).toBeNull();
  });

  it('hold the limit when many starts arrive at once, from two app instances on PostgreSQL', async () => {
    const first = await getDb();
    const second = secondInstance() ?? first;
    const corpId = await corporation();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => start(i % 2 === 0 ? first : second, corpId)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(TRIAL_CONCURRENCY);
    const [{ open }] = (await first
      .select({ open: sql<number>`count(*)::int` })
      .from(chats)
      .where(eq(chats.corpId, corpId))) as [{ open: number }];
    expect(open).toBe(TRIAL_CONCURRENCY);
  });

  it('give an application its own concurrency, and conversations without one the remainder', async () => {
    const db = await getDb();
    const corpId = await corporation('standard');
    // The order grant holds 10: the application takes 3, 7 remain for share links and previews.
    const appId = await application(corpId, 3);
    expect((await startMany(db, corpId, appId, 3)).every((r) => r.ok)).toBe(true);
    expect(await start(db, corpId, appId)).toEqual({ ok: false, limit: 3 });
    expect((await startMany(db, corpId, null, 7)).every((r) => r.ok)).toBe(true);
    expect(await start(db, corpId, null)).toEqual({ ok: false, limit: 7 });
    // A corporation with a grant gets no trial grant on top.
    const grants = await db.select().from(resourceGrants).where(eq(resourceGrants.corpId, corpId));
    expect(grants.map((grant) => grant.source)).toEqual(['order']);
  });

  it('give an application whose grant ended no slots, and stop counting its concurrency as assigned', async () => {
    const db = await getDb();
    const corpId = await corporation();
    // The first start gives the corporation its trial grant (2 slots).
    expect((await start(db, corpId, null)).ok).toBe(true);
    const appId = await application(corpId, 1, { concurrency: 1, endsInDays: -1 });
    // No active resource behind the application at all (null): its visitors hear "resource not configured", not
    // the session's busy words, which are for a full pool (issue 19 §1.2).
    expect(await start(db, corpId, appId)).toEqual({ ok: false, limit: null });
    expect((await start(db, corpId, null)).ok).toBe(true);
    expect(await start(db, corpId, null)).toEqual({ ok: false, limit: TRIAL_CONCURRENCY });
  });

  it('give nothing to conversations without an application once applications hold every slot', async () => {
    const db = await getDb();
    const corpId = await corporation('standard');
    const appId = await application(corpId, 10);
    expect(await start(db, corpId, null)).toEqual({ ok: false, limit: 0 });
    expect((await start(db, corpId, appId)).ok).toBe(true);
  });

  it('hold each pool’s limit when starts arrive at once, from two app instances on PostgreSQL', async () => {
    const first = await getDb();
    const second = secondInstance() ?? first;
    const corpId = await corporation('standard');
    const appId = await application(corpId, 3);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        start(i % 2 === 0 ? first : second, corpId, i % 3 === 0 ? null : appId),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3 + 7);
    const rows = await first
      .select({ appId: chats.appId, n: sql<number>`count(*)::int` })
      .from(chats)
      .where(eq(chats.corpId, corpId))
      .groupBy(chats.appId);
    expect(Object.fromEntries(rows.map((row) => [row.appId ?? 'none', row.n]))).toEqual({
      [appId]: 3,
      none: 7,
    });
  });
});
