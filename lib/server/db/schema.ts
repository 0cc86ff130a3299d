import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The platform's tables. Ids are random UUIDs in text form so that they travel as strings in every API.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

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

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  /** Lower-cased answer; a captcha lives five minutes and is deleted when used or answered wrongly. */
  answer: text('answer').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    /** 'register' | 'reset' | 'login' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.channel, t.target, t.purpose)],
);

export const trialContinuations = pgTable(
  'trial_continuations',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** 'pending' until the operator answers; 'duplicate': a second pending one stored before migration 0002. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  // One pending application per corporation: a check before the insert cannot see a parallel request's row.
  (t) => [
    uniqueIndex('trial_continuations_one_pending_key')
      .on(t.corpId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const clientReports = pgTable('client_reports', {
  id: text('id').primaryKey(),
  platform: text('platform').notNull(),
  uuid: text('uuid').notNull(),
  reportedAt: bigint('reported_at', { mode: 'number' }).notNull(),
  text: text('text').notNull(),
  userId: text('user_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  /** The form as submitted (minus the honeypot). */
  form: jsonb('form').notNull(),
  email: text('email').notNull(),
  ip: text('ip'),
  lang: text('lang').notNull(),
  /** When CONTACT_EMAIL was told; null until the mail has gone out, so failed notifications can be found and re-sent. */
  notifiedAt: at('notified_at'),
  createdAt: createdAt(),
});

/** The store of rate-limiter-flexible's RateLimiterPostgres (used when DATABASE_URL is set); same columns it expects. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
