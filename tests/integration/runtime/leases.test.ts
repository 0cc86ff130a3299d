import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TRIAL_CONCURRENCY } from '@/features/runtime/contract';
import {
  acquireConversation,
  endConversation,
  findActiveConversation,
  renewLease,
} from '@/features/runtime/server/conversations/leases';
import { conversations } from '@/features/runtime/server/tables';
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
  acquireConversation(db, { corpId, sessionId: 'session-1', sessionRevision: 1, entry: 'share' });

/** What a browser that vanished leaves behind: a lease nobody renews, here moved into the past. */
async function lapse(conversationId: string) {
  await (
    await getDb()
  )
    .update(conversations)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(conversations.id, conversationId));
}

describe('concurrency leases', () => {
  it(`give a trial corporation ${TRIAL_CONCURRENCY} slots, refuse the next, and free one at the end`, async () => {
    const db = await getDb();
    const corpId = await corporation();
    const held = [];
    for (let i = 0; i < TRIAL_CONCURRENCY; i += 1) {
      const result = await start(db, corpId);
      expect(result.ok).toBe(true);
      if (result.ok) held.push(result.conversation);
    }
    expect(await start(db, corpId)).toEqual({ ok: false, limit: TRIAL_CONCURRENCY });
    await endConversation(db, held[0]!.conversationId, 'user');
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
      if (result.ok) opened.push(result.conversation);
    }
    await lapse(opened[0]!.conversationId);
    expect((await start(db, corpId)).ok).toBe(true);
    const [row] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, opened[0]!.conversationId));
    expect(row).toMatchObject({ status: 'ended', endReason: 'lost' });
    // The vanished page cannot come back into a slot that is no longer its own.
    expect(await renewLease(db, opened[0]!.conversationId, opened[0]!.secret)).toBe(false);
  });

  it('renew only with the conversation’s own secret, and keep a renewed conversation findable', async () => {
    const db = await getDb();
    const result = await start(db, await corporation());
    if (!result.ok) throw new Error('no slot');
    const { conversationId, secret } = result.conversation;
    expect(await renewLease(db, conversationId, 'not-the-secret')).toBe(false);
    expect(await findActiveConversation(db, conversationId, 'not-the-secret')).toBeNull();
    expect(await renewLease(db, conversationId, secret)).toBe(true);
    expect(await findActiveConversation(db, conversationId, secret)).toMatchObject({ id: conversationId });
    await endConversation(db, conversationId, 'user');
    expect(await findActiveConversation(db, conversationId, secret)).toBeNull();
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
      .from(conversations)
      .where(eq(conversations.corpId, corpId))) as [{ open: number }];
    expect(open).toBe(TRIAL_CONCURRENCY);
  });
});
