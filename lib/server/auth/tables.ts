import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';

// Who is asking: corporations, their users and the tokens they log in with. Ids are random UUIDs in text form.

export const corporations = pgTable('corporations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'trial' until the operator grants a continuation, then 'standard'. */
  plan: text('plan').notNull().default('trial'),
  trialEndsAt: at('trial_ends_at').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_mobile_key').on(t.mobile)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** Sliding: pushed forward on use, never past `absoluteExpiresAt`. */
    expiresAt: at('expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** 'logout' | 'replaced' (a newer login) | 'password-reset'. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);
