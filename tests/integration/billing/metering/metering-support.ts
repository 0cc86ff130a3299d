import { eq, sql } from 'drizzle-orm';
import { meteringPorts } from '@/app/_compose/metering-ports';
import { meterEndedChats } from '@/features/billing/server/metering/meter';
import type { Prices } from '@/features/billing/server/metering/pricing';
import { billingUsage } from '@/features/billing/server/metering/tables';
import { billingAccounts, billingLedger } from '@/features/billing/server/tables';
import { chats } from '@/features/runtime/server/tables';
import { getDb, type Db } from '@/lib/server/db/client';
import { allEvents, type RuntimeServer } from '@/tests/integration/runtime/conversation-support';

// Metering's tests share these: prices fixed by the test, conversations moved in time, the job run on demand.

export const PRICES: Prices = { minuteFen: 10, premiumVoiceFen: 5 };

export const meter = async (db?: Db) => meterEndedChats(db ?? (await getDb()), meteringPorts, PRICES);

/** Ends a conversation through the runtime's route, as the visitor's hang-up does. */
export async function endChatByRoute(server: RuntimeServer, chat: { chatId: string; chatSecret: string }) {
  const events = await allEvents(server, { type: 'end', reason: 'user', ...chat });
  if (!events.some((event) => event.type === 'hangup'))
    throw new Error(`no hang-up: ${JSON.stringify(events)}`);
}

/** An ended conversation that lasted exactly `seconds` (to the millisecond), moved back by `daysAgo`. */
export async function lasted(chatId: string, seconds: number, daysAgo = 0) {
  const db = await getDb();
  const end = sql`now() - make_interval(days => ${daysAgo})`;
  await db
    .update(chats)
    .set({ endedAt: end, startedAt: sql`${end} - make_interval(secs => ${seconds})` })
    .where(eq(chats.id, chatId));
}

export async function usageOf(chatId: string) {
  const db = await getDb();
  return db.select().from(billingUsage).where(eq(billingUsage.chatId, chatId));
}

/** The account's balance and the sum of its ledger rows. */
export async function balanceAndSum(corpId: string) {
  const db = await getDb();
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.corpId, corpId));
  const [sum] = await db
    .select({ fen: sql<number>`coalesce(sum(${billingLedger.amountFen}), 0)`.mapWith(Number) })
    .from(billingLedger)
    .where(eq(billingLedger.corpId, corpId));
  return { balanceFen: account?.balanceFen ?? 0, ledgerFen: sum!.fen };
}
