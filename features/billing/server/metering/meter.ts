import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { post } from '../ledger';
import { billingLedger } from '../tables';
import { billableSeconds, chargeOf, meteringPrices, type Prices, type Tariff } from './pricing';
import type { MeteredChat, MeteringPorts } from './ports';
import { billingUsage } from './tables';

// The `billing.meter` job: every ended conversation gets exactly one usage row and, when it costs something, one
// `usage` ledger row, in one transaction. The usage row's unique chat id is the guard: a second instance metering
// the same conversation waits on the first one's insert and then inserts nothing, so it charges nothing.

export const METER_EVERY_MS = 30_000;
const BATCH = 100;

const unmetered = (chatId: AnyColumn) =>
  sql`not exists (select 1 from ${billingUsage} where ${billingUsage.chatId} = ${chatId})`;

const tariffOf = (chat: MeteredChat, trial: boolean): Tariff =>
  chat.entry === 'preview' ? 'preview' : trial ? 'trial' : 'standard';

/** Meters one conversation; false when another instance already has. */
export async function meterChat(db: Db, ports: MeteringPorts, chat: MeteredChat, prices: Prices) {
  const facts = await ports.factsOf(db, chat);
  const seconds = billableSeconds(chat.startedAt, chat.endedAt);
  const tariff = tariffOf(chat, facts.trial);
  const charge = chargeOf(seconds, tariff, facts.premiumVoice, prices);
  return db.transaction(async (tx) => {
    const usageId = randomUUID();
    const inserted = await tx
      .insert(billingUsage)
      .values({
        id: usageId,
        chatId: chat.chatId,
        corpId: chat.corpId,
        appId: chat.appId,
        appName: facts.appName,
        sessionId: chat.sessionId,
        sessionName: facts.sessionName,
        entry: chat.entry,
        startedAt: chat.startedAt,
        endedAt: chat.endedAt,
        billableSeconds: seconds,
        tariff,
        premiumVoice: facts.premiumVoice,
        ...charge,
      })
      .onConflictDoNothing({ target: billingUsage.chatId })
      .returning({ id: billingUsage.id });
    if (inserted.length === 0) return false;
    if (charge.chargeFen > 0) {
      const note = `Conversation ${chat.chatId}: ${charge.billedMinutes} min × ${charge.minutePriceFen} fen`;
      await post(tx, chat.corpId, { kind: 'usage', amountFen: -charge.chargeFen, note, actor: 'system' });
      // The row just posted: the account's row lock holds every other posting of this corporation off until commit.
      const [row] = await tx
        .select({ id: billingLedger.id })
        .from(billingLedger)
        .where(
          and(
            eq(billingLedger.corpId, chat.corpId),
            eq(billingLedger.kind, 'usage'),
            eq(billingLedger.note, note),
          ),
        )
        .orderBy(desc(billingLedger.at))
        .limit(1);
      await tx.update(billingUsage).set({ ledgerId: row!.id }).where(eq(billingUsage.id, usageId));
    }
    return true;
  });
}

/**
 * Meters every ended conversation not metered yet, batch after batch. A conversation another instance metered in
 * the meantime is skipped, and leaves the next batch once that instance commits: the loop ends.
 */
export async function meterEndedChats(db: Db, ports: MeteringPorts, prices = meteringPrices()) {
  let metered = 0;
  let skipped = 0;
  for (;;) {
    const batch = await ports.endedChats(db, { limit: BATCH, unmetered });
    if (batch.length === 0) return { metered, skipped };
    for (const chat of batch) {
      if (await meterChat(db, ports, chat, prices)) metered += 1;
      else skipped += 1;
    }
  }
}

export const meteringJob = (portsOf: (db: Db) => MeteringPorts, everyMs = METER_EVERY_MS): ScheduledJob => ({
  name: 'billing.meter',
  everyMs,
  run: ({ db }) => meterEndedChats(db, portsOf(db)),
});
