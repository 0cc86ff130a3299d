import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// Offline digital humans (issue 26 §2): licences of a corporation's published sessions, one row per device slot of a
// licence (its activation code, then the device's key), the platform's signing key, and the ids of device calls
// already seen (replay guard).

export const offlineLicences = pgTable(
  'offline_licences',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** The session the package runs (no foreign key: the sessions area owns it; a deleted one shows unnamed). */
    sessionId: text('session_id').notNull(),
    label: text('label').notNull().default(''),
    deviceLimit: integer('device_limit').notNull(),
    /** The paid grant it was made under (a billing order's id); null: the trial's one licence. */
    grantId: text('grant_id'),
    expiresAt: at('expires_at').notNull(),
    /** 'active' | 'revoked' (expired is read off `expires_at`). */
    status: text('status').notNull().default('active'),
    revokedAt: at('revoked_at'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('offline_licences_corp_idx').on(t.corpId, t.createdAt)],
);

export const offlineDevices = pgTable(
  'offline_devices',
  {
    id: text('id').primaryKey(),
    licenceId: text('licence_id')
      .notNull()
      .references(() => offlineLicences.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    /** The slot's activation code (normalized Crockford base32); void once a device activated with it. */
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    /** The device's Ed25519 public key (JWK) and its RFC 7638 thumbprint, once activated. */
    publicJwk: jsonb('public_jwk'),
    thumbprint: text('thumbprint'),
    activatedAt: at('activated_at'),
    lastSeenAt: at('last_seen_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offline_devices_code_key').on(t.code),
    index('offline_devices_licence_idx').on(t.licenceId),
  ],
);

/**
 * The platform's Ed25519 key pair that signs licence tokens: made at first use and kept in the database (not
 * DATA_DIR), so every instance behind a load balancer signs with the one key whose public half the packages embed,
 * and it is backed up with the licences it signed.
 */
export const offlineSigningKeys = pgTable('offline_signing_keys', {
  name: text('name').primaryKey(),
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: createdAt(),
});

/** Each device call's `jti`, kept until its time window closed: a replayed call is refused. */
export const offlineRequestIds = pgTable(
  'offline_request_ids',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('offline_request_ids_expires_idx').on(t.expiresAt)],
);

/**
 * Offline packages built from a session at one revision (`version`): the zip is in the file store under
 * `storage_key` (never in `stored_files`, so `/api/files/` does not serve it); the owner downloads it signed in.
 */
export const offlinePackages = pgTable(
  'offline_packages',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    builtBy: text('built_by'),
    builtAt: at('built_at').notNull().defaultNow(),
  },
  (t) => [
    // One package per revision: building the same revision again replaces it (a newer app, the same session).
    uniqueIndex('offline_packages_session_version_key').on(t.sessionId, t.version),
    index('offline_packages_corp_session_idx').on(t.corpId, t.sessionId, t.builtAt),
  ],
);
