import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations, users } from '@/lib/server/auth/tables';

// Tables of the accounts area: captchas, verification codes, trial continuation requests.

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
    /** 'register' | 'reset' | 'login' | 'bind:<user id>' */
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
    /**
     * 'pending' until an operator answers, then 'approved' or 'rejected'; 'duplicate': a second pending one stored
     * before migration 0002.
     */
    status: text('status').notNull().default('pending'),
    /** The operator who answered, when, and the reason of a rejection (shown to the customer). */
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    /** The trial end an approval set. */
    approvedUntil: at('approved_until'),
    createdAt: createdAt(),
  },
  // One pending application per corporation: a check before the insert cannot see a parallel request's row.
  (t) => [
    uniqueIndex('trial_continuations_one_pending_key')
      .on(t.corpId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
