import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// A corporation's own character models (spec §7 userModel): empty until customers can make their own portraits
// (issue 24 fills it). Each belongs to one corporation and is offered to it beside the platform's cast.

export const userModels = pgTable(
  'user_models',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    /** Session languages the model's voice speaks. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    styles: jsonb('styles').$type<string[]>().notNull(),
    /** `processing` while the portrait is made, `ready` once it can be used, `failed` when it could not be made. */
    status: text('status').notNull(),
    /** The renderer's parameters once ready. */
    look: jsonb('look'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('user_models_corp_idx').on(t.corpId, t.createdAt)],
);
