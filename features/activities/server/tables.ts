import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';

// Promotions: one row each, edited in place (the audit log keeps every version). Ending one early moves its end to
// the moment it was ended, so "ended" is always "the end has passed".

export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** all | trial | standard | certified | uncertified */
    audience: text('audience').notNull(),
    /** The discounted product (billing's product id; no foreign key: billing's table is its own). */
    productId: text('product_id'),
    /** percent (value in basis points) | amount (value in fen) */
    discountKind: text('discount_kind'),
    discountValue: integer('discount_value'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('activities_period_idx').on(table.startsAt, table.endsAt)],
);

/** Which promotion an order took (one per order at most) and what it saved, for the order's records. */
export const activityRedemptions = pgTable(
  'activity_redemptions',
  {
    orderId: text('order_id').primaryKey(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    corpId: text('corp_id').notNull(),
    savedFen: integer('saved_fen').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('activity_redemptions_activity_idx').on(table.activityId)],
);
