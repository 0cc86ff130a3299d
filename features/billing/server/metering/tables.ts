import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { corporations } from '@/lib/server/auth/tables';
import { at } from '@/lib/server/db/columns';

// Metering (issue 22 §1): one row per ended conversation, written once by the `billing.meter` job. The chat id is
// unique, so two instances metering the same conversation at once make one row and one charge. Names of the
// session and application are kept as they were, so records outlive a deleted session or application.

export const billingUsage = pgTable(
  'billing_usage',
  {
    id: text('id').primaryKey(),
    /** The runtime's conversation (no foreign key: its transcript may be deleted by retention, the bill may not). */
    chatId: text('chat_id').notNull().unique(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    appId: text('app_id'),
    appName: text('app_name'),
    sessionId: text('session_id').notNull(),
    sessionName: text('session_name').notNull(),
    /** The runtime's entry kind: 'preview' | 'userPreview' | 'share' | 'app'. */
    entry: text('entry').notNull(),
    startedAt: at('started_at').notNull(),
    /** When it ended; a lost conversation (its page vanished) ends at its last heartbeat. */
    endedAt: at('ended_at').notNull(),
    billableSeconds: integer('billable_seconds').notNull(),
    /** Started minutes charged (0 when free). */
    billedMinutes: integer('billed_minutes').notNull(),
    /** pricing.ts `Tariff`: 'standard' | 'trial' | 'preview'. */
    tariff: text('tariff').notNull(),
    premiumVoice: boolean('premium_voice').notNull(),
    /** The price per minute applied, the premium voice's surcharge included. */
    minutePriceFen: integer('minute_price_fen').notNull(),
    chargeFen: bigint('charge_fen', { mode: 'number' }).notNull(),
    /** The ledger row of the charge; null when nothing was charged. */
    ledgerId: text('ledger_id'),
    meteredAt: at('metered_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_usage_corp_started_idx').on(t.corpId, t.startedAt),
    index('billing_usage_corp_app_idx').on(t.corpId, t.appId),
    index('billing_usage_corp_session_idx').on(t.corpId, t.sessionId),
  ],
);
