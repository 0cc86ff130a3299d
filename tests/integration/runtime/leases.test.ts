import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
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

const start = (db: Db, corpId: string) =>
  acquireChat(db, { corpId, sessionId: 'session-1', sessionRevision: 1, entry: 'share' });

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
});
