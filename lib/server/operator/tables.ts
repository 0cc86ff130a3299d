import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';

// The platform's own people (operators), their sign-in sessions and the audit log. Kept apart from customers'
// users and tokens: an operator is never a customer and the reverse.

export const operators = pgTable(
  'operators',
  {
    id: text('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** 'admin' | 'reviewer' | 'moderator' | 'support' (lib/contract/operator-permissions.ts). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32); null until the operator enrols at the first sign-in. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step used: a code is good once. */
    totpLastStep: text('totp_last_step'),
    disabledAt: at('disabled_at'),
    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_key').on(t.email)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** sha256 of the secret sealed in the cookie. */
    secretHash: text('secret_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Append-only: nothing updates or deletes a row (no route does, and no code path should). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: createdAt(),
    /** 'operator' | 'user' | 'system' */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    /** The corporation the action concerns, when it concerns one (its detail page lists these). */
    corpId: text('corp_id'),
    /** e.g. 'trial.extend', 'application.delete', 'operator.create'. */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_corp_idx').on(t.corpId, t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
  ],
);
