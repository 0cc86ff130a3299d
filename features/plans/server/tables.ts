import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// Tables of the plans area. The plan itself and the trial's end stay columns of `corporations` (every corporation
// has them from registration on, and the row is the lock every limit check takes), but only this area reads or
// writes them. What an operator changed for one corporation lives here.

/**
 * A corporation's own terms: each limit column overrides the plan's default when not null; the discount (percent)
 * is for billing. No row: the plan's defaults and no discount.
 */
export const corporationPlanOverrides = pgTable('corporation_plan_overrides', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  sessions: integer('sessions'),
  digitalHumans: integer('digital_humans'),
  concurrency: integer('concurrency'),
  faqItems: integer('faq_items'),
  documents: integer('documents'),
  discountPercent: integer('discount_percent').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
