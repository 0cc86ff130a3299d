import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPorts } from '@/app/_compose/billing-ports';
import { addLedgerEntry, setTerms } from '@/features/billing/server/accounts';
import { billingLedger } from '@/features/billing/server/tables';
import { sweepLostChats } from '@/features/runtime/server/conversation/lost-sweeper';
import { chats } from '@/features/runtime/server/tables';
import { getDb, type Db } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import {
  englishSession,
  lapseLease,
  runtimeServer,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { balanceAndSum, endChatByRoute, lasted, meter, usageOf } from './metering-support';

let server: RuntimeServer;
const pools: Pool[] = [];
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
  await Promise.all(pools.map((pool) => pool.end()));
});

/** On PostgreSQL, a second app instance: its own pool on the same database. PGlite has one process only. */
function secondInstance(db: Db): Db {
  if (!process.env.DATABASE_URL) return db;
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 5 });
  pools.push(pool);
  return drizzle({ client: pool }) as unknown as Db;
}

const system = { actor: { type: 'operator' as const, id: 'test-operator' }, requestId: 'test' };

async function customer(plan: 'trial' | 'standard') {
  const account = await loggedInAccount();
  await setPlan(account.user.corpId, plan);
  const session = await englishSession(account.token);
  return { ...account, corpId: account.user.corpId, session };
}

/** A conversation through the runtime's routes, ended by the visitor, that lasted `seconds`. */
async function conversation(shareCode: string, seconds: number, daysAgo = 0) {
  const started = await startChat(server, shareCode);
  if (!started.chat) throw new Error(`not started: ${JSON.stringify(started.events)}`);
  await endChatByRoute(server, started.chat);
  await lasted(started.chat.chatId, seconds, daysAgo);
  return started.chat.chatId;
}

describe('metering', () => {
  it('meters an ended conversation once, however often and by however many instances the job runs', async () => {
    const owner = await customer('standard');
    const chatId = await conversation(owner.session.shareCode, 125);
    const db = await getDb();
    await Promise.all([meter(db), meter(secondInstance(db))]);
    await meter();
    const rows = await usageOf(chatId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      corpId: owner.corpId,
      sessionId: owner.session.conversationId,
      sessionName: owner.session.conversationName,
      appId: null,
      entry: 'share',
      billableSeconds: 125,
      billedMinutes: 3,
      tariff: 'standard',
      premiumVoice: false,
      minutePriceFen: 10,
      chargeFen: 30,
    });
    const ledger = await db.select().from(billingLedger).where(eq(billingLedger.corpId, owner.corpId));
    expect(ledger.map((row) => [row.kind, row.amountFen, row.id])).toEqual([
      ['usage', -30, rows[0]!.ledgerId],
    ]);
    expect(await balanceAndSum(owner.corpId)).toEqual({ balanceFen: -30, ledgerFen: -30 });
  });

  it('charges per started minute: 60 s is one, 60.2 s two, 0 s nothing', async () => {
    const owner = await customer('standard');
    const exact = await conversation(owner.session.shareCode, 60);
    const over = await conversation(owner.session.shareCode, 60.2);
    const none = await conversation(owner.session.shareCode, 0);
    await meter();
    const charged = async (chatId: string) => {
      const [row] = await usageOf(chatId);
      return [row!.billableSeconds, row!.billedMinutes, row!.chargeFen];
    };
    expect(await charged(exact)).toEqual([60, 1, 10]);
    expect(await charged(over)).toEqual([61, 2, 20]);
    expect(await charged(none)).toEqual([0, 0, 0]);
    expect(await balanceAndSum(owner.corpId)).toEqual({ balanceFen: -30, ledgerFen: -30 });
  });

  it('does not charge a trial corporation, but records its conversation', async () => {
    const owner = await customer('trial');
    const chatId = await conversation(owner.session.shareCode, 90);
    await meter();
    const [row] = await usageOf(chatId);
    expect(row).toMatchObject({ billableSeconds: 90, tariff: 'trial', chargeFen: 0, ledgerId: null });
    expect(await balanceAndSum(owner.corpId)).toEqual({ balanceFen: 0, ledgerFen: 0 });
  });

  it('bills a lost conversation to its last heartbeat, not to the sweep that found it', async () => {
    const owner = await customer('standard');
    const started = await startChat(server, owner.session.shareCode);
    const chatId = started.chat!.chatId;
    const db = await getDb();
    // The page beat for the last time 100 s ago, 150 s after the start, and vanished.
    await db
      .update(chats)
      .set({
        startedAt: sql`now() - interval '250 seconds'`,
        heartbeatAt: sql`now() - interval '100 seconds'`,
      })
      .where(eq(chats.id, chatId));
    await lapseLease(chatId);
    await sweepLostChats(db, {});
    const [ended] = await db.select().from(chats).where(eq(chats.id, chatId));
    expect(ended!.endReason).toBe('lost');
    await meter();
    const [row] = await usageOf(chatId);
    expect(row!.endedAt.toISOString()).toBe(ended!.heartbeatAt.toISOString());
    expect(row!.billableSeconds).toBe(150);
    expect(row!.chargeFen).toBe(30);
  });
});

describe('arrears', () => {
  it('with newConversations, a balance below the credit limit refuses new conversations; with none it does not', async () => {
    const owner = await customer('standard');
    const db = await getDb();
    await setTerms(
      db,
      { corpId: owner.corpId, creditLimitFen: 20, arrearsPolicy: 'newConversations' },
      system,
      billingPorts,
    );
    // A conversation of 2 minutes: -20 fen, exactly at the credit limit: still allowed.
    await conversation(owner.session.shareCode, 120);
    await meter();
    expect(await balanceAndSum(owner.corpId)).toEqual({ balanceFen: -20, ledgerFen: -20 });
    const running = await startChat(server, owner.session.shareCode);
    expect(running.chat).not.toBeNull();

    // One more minute takes it below: the next visitor is refused, in their language; the running one goes on.
    await endChatByRoute(server, running.chat!);
    await lasted(running.chat!.chatId, 30);
    await meter();
    expect(await balanceAndSum(owner.corpId)).toEqual({ balanceFen: -30, ledgerFen: -30 });
    const refused = await startChat(server, owner.session.shareCode);
    expect(refused.chat).toBeNull();
    expect(refused.events).toEqual([
      {
        type: 'error',
        code: 'serviceSuspended',
        message: 'This digital human is paused for now. Please try again later.',
      },
    ]);
    // The owner's own preview in the editor stays open (it is free).
    const preview = await startChat(server, owner.session.conversationId, {
      entry: 'preview',
      token: owner.token,
    });
    expect(preview.chat).not.toBeNull();

    await setTerms(
      db,
      { corpId: owner.corpId, creditLimitFen: 20, arrearsPolicy: 'none' },
      system,
      billingPorts,
    );
    expect((await startChat(server, owner.session.shareCode)).chat).not.toBeNull();

    // A top-up (here an operator's adjustment) back above the limit opens it again under newConversations.
    await setTerms(
      db,
      { corpId: owner.corpId, creditLimitFen: 20, arrearsPolicy: 'newConversations' },
      system,
      billingPorts,
    );
    expect((await startChat(server, owner.session.shareCode)).chat).toBeNull();
    await addLedgerEntry(
      db,
      { corpId: owner.corpId, kind: 'adjustment', amountFen: 100, note: 'Paid by phone' },
      system,
      billingPorts,
    );
    expect((await startChat(server, owner.session.shareCode)).chat).not.toBeNull();
  });
});
