import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations, users } from '@/lib/server/auth/tables';

// Tables of the sessions area: the corporations' sessions. The characters and scenes they name are the catalogue's
// (features/catalogue/server/tables.ts).

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    /** 'published' | 'offline' */
    status: text('status').notNull().default('published'),
    /** The `sl` of the share link `/p/:sl`. */
    shareCode: text('share_code').notNull(),
    /** The sample a new corporation is given; it does not count against the limits. */
    sample: boolean('sample').notNull().default(false),
    characterCode: text('character_code').notNull(),
    /** Everything the owner set (contract `SessionValues`), validated by the contract's schema on every write. */
    config: jsonb('config').notNull(),
    /** Bumped on every save, so a running conversation can tell that its configuration changed. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_share_code_key').on(t.shareCode),
    index('sessions_corp_updated_idx').on(t.corpId, t.updatedAt),
  ],
);

/** A corporation is given its sample session once; deleting the sample does not bring it back. */
export const sessionSamples = pgTable('session_samples', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  givenAt: createdAt(),
});
