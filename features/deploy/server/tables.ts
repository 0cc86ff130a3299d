import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// Tables of the deployment area: what a corporation was granted (concurrent resources), how it splits that across
// its applications, how its hosted experience looks, and how its own servers talk to the platform (tenant JWT
// secret, webhooks).

/** Concurrent conversations granted to a corporation for a period: a trial grant now, orders later. */
export const resourceGrants = pgTable(
  'resource_grants',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** 'trial' | 'operator' | 'order' */
    source: text('source').notNull(),
    /** source 'order': the billing order that bought it (one grant per order, however often it completes). */
    orderId: text('order_id'),
    concurrency: integer('concurrency').notNull(),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('resource_grants_corp_idx').on(t.corpId, t.endsAt),
    // One trial grant per corporation, however many requests race to create it.
    uniqueIndex('resource_grants_one_trial_key')
      .on(t.corpId)
      .where(sql`${t.source} = 'trial'`),
    uniqueIndex('resource_grants_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * An application: a share of one grant's concurrency, a public `appId` for the embed SDK and hosted page, and a
 * secret key (APPKey) for the customer's server, stored hashed and shown in full only when created or rotated.
 */
export const applications = pgTable(
  'applications',
  {
    /** The public appId ('app_' + random). */
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    grantId: text('grant_id')
      .notNull()
      .references(() => resourceGrants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    concurrency: integer('concurrency').notNull(),
    /** The session the application serves (hosted page, SDK, tokens); no foreign key, a deleted one is reported. */
    conversationId: text('conversation_id'),
    /** sha256 of the APPKey. */
    keyHash: text('key_hash').notNull(),
    /** What the console shows of the key after creation: its first and last characters. */
    keyHint: text('key_hint').notNull(),
    keyRotatedAt: at('key_rotated_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('applications_corp_idx').on(t.corpId, t.createdAt),
    uniqueIndex('applications_key_hash_key').on(t.keyHash),
    uniqueIndex('applications_corp_name_key').on(t.corpId, t.name),
  ],
);

/** The corporation's hosted experience (spec §2 older persona screens, §5): one per corporation. */
export const hostedExperiences = pgTable('hosted_experiences', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  endUrl: text('end_url').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  buttonText: text('button_text').notNull(),
  errorText: text('error_text').notNull(),
  /** Full https origins allowed to frame the runtime and to start conversations through the SDK. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * How the corporation's own servers talk to the platform (spec userConfig): the tenant JWT secret its servers sign
 * visitor tokens with, and the account-wide callback address with the secret its webhooks are signed with.
 */
export const tenantSettings = pgTable('tenant_settings', {
  corpId: text('corp_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  /** HS256 needs the secret itself to verify, so it is kept (never sent again after it is shown). */
  jwtSecret: text('jwt_secret'),
  jwtSecretHint: text('jwt_secret_hint'),
  jwtSecretRotatedAt: at('jwt_secret_rotated_at'),
  callbackUrl: text('callback_url'),
  webhookSecret: text('webhook_secret'),
  webhookSecretHint: text('webhook_secret_hint'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Ids (`jti`) of visitor tokens already used, kept until they expire, so a token starts one conversation only. */
export const usedTokens = pgTable(
  'used_tokens',
  {
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.corpId, t.jti] }), index('used_tokens_expires_idx').on(t.expiresAt)],
);

/** One webhook event for the corporation's callback address, and how its delivery went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** 'conversation.started' | 'turn.completed' | 'conversation.ended' | 'test' */
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    url: text('url').notNull(),
    /** 'pending' | 'delivered' | 'failed' (retries exhausted) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: at('last_attempt_at'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('webhook_deliveries_corp_idx').on(t.corpId, t.createdAt)],
);
