import 'server-only';
import { isValidTrustProxy } from './http/forwarded-for.mjs';
import { dataDir } from './data-dir';
import { getDb, type Db } from './db/client';
import { log } from './log';
import { outboundAllowHosts } from './net/allow-hosts';
import { sessionSecret } from './auth/session-secret';
import { smsProviderName } from './sms/send-sms';
import { storageConfig } from './storage/config';

/** What a feature adds to start-up: checks of its own settings, and work on a freshly migrated database. */
export interface StartupPart {
  check?: () => void;
  prepare?: (db: Db) => Promise<void>;
}

/**
 * Settings that would otherwise fail on first use, in every request, are checked before the server takes any;
 * settings that weaken it are pointed out.
 */
export function checkConfiguration(parts: readonly StartupPart[]): void {
  sessionSecret();
  smsProviderName();
  storageConfig();
  outboundAllowHosts();
  // `TRUST_PROXY=true` read as "no proxy" would count every client behind the proxy as one address.
  if (!isValidTrustProxy(process.env.TRUST_PROXY))
    throw new Error(
      `TRUST_PROXY must be the number of reverse proxies in front of the app, not "${process.env.TRUST_PROXY}"`,
    );
  for (const part of parts) part.check?.();
}

/** Checks the configuration, opens the database (which applies pending migrations), then lets each part prepare. */
export async function prepareServer(parts: readonly StartupPart[]): Promise<void> {
  checkConfiguration(parts);
  const started = Date.now();
  const db = await getDb();
  log.info(
    {
      database: process.env.DATABASE_URL ? 'postgresql' : `pglite in ${dataDir()}`,
      ms: Date.now() - started,
    },
    'database ready, migrations applied',
  );
  for (const part of parts) await part.prepare?.(db);
}

/**
 * instrumentation.ts's entry. Next only logs a failed start-up and then answers every request with a 500, so a
 * server that cannot work says why and stops instead.
 */
export async function prepareServerOrExit(parts: readonly StartupPart[]): Promise<void> {
  try {
    await prepareServer(parts);
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    console.error(`\n  The server cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
