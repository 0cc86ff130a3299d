import 'server-only';
import { sql } from 'drizzle-orm';
import { captchaDisabled } from './accounts/captcha';
import { createAccount } from './accounts/register';
import { isValidTrustProxy } from './api/forwarded-for.mjs';
import { dataDir } from './data-dir';
import { getDb } from './db/client';
import { users } from './db/schema';
import { log } from './log';
import { sessionSecret } from './session-secret';
import { smsProviderName } from './sms/send-sms';

/** A password that passes the rules of spec §5 (8-16 characters, upper, lower, digit, symbol). */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'Demo@2026pass',
  companyName: 'Demo Company',
  mobile: '13800138000',
};

/**
 * Settings that would otherwise fail on first use, in every request, are checked before the server takes any;
 * settings that weaken it are pointed out.
 */
export function checkConfiguration(): void {
  sessionSecret();
  smsProviderName();
  // `TRUST_PROXY=true` read as "no proxy" would count every client behind the proxy as one address.
  if (!isValidTrustProxy(process.env.TRUST_PROXY))
    throw new Error(
      `TRUST_PROXY must be the number of reverse proxies in front of the app, not "${process.env.TRUST_PROXY}"`,
    );
  if (captchaDisabled())
    log.warn(
      'CAPTCHA=off: logins and SMS codes are not protected by the image captcha (automated tests only)',
    );
}

/**
 * Runs once when the server starts (instrumentation.ts): checks the configuration, opens the database, which
 * applies pending migrations, and on an empty database creates the demo account unless SEED_DEMO=0.
 */
export async function prepareServer(): Promise<void> {
  checkConfiguration();
  const started = Date.now();
  const db = await getDb();
  log.info(
    {
      database: process.env.DATABASE_URL ? 'postgresql' : `pglite in ${dataDir()}`,
      ms: Date.now() - started,
    },
    'database ready, migrations applied',
  );
  if (process.env.SEED_DEMO === '0' || process.env.SEED_DEMO === 'false') return;
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return;
  try {
    await createAccount(db, DEMO_ACCOUNT);
  } catch (error) {
    log.warn({ err: error }, 'demo account not created (another instance may have created it)');
    return;
  }
  if (process.env.NODE_ENV === 'production')
    log.warn(
      { email: DEMO_ACCOUNT.email },
      'the demo account was created and its password is published in the README: on a server others can reach, ' +
        'delete it or change its password, and set SEED_DEMO=0',
    );
  console.log(
    `\n  Demo account created — log in with\n    email:    ${DEMO_ACCOUNT.email}\n    password: ${DEMO_ACCOUNT.password}\n  (SEED_DEMO=0 turns this off)\n`,
  );
}

/**
 * instrumentation.ts's entry. Next only logs a failed start-up and then answers every request with a 500, so a
 * server that cannot work says why and stops instead.
 */
export async function prepareServerOrExit(): Promise<void> {
  try {
    await prepareServer();
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    console.error(`\n  The server cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
