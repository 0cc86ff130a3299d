import 'server-only';
import { sql } from 'drizzle-orm';
import { createAccount } from './accounts/register';
import { dataDir } from './data-dir';
import { getDb } from './db/client';
import { users } from './db/schema';
import { log } from './log';

/** A password that passes the rules of spec §5 (8-16 characters, upper, lower, digit, symbol). */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'Demo@2026pass',
  companyName: 'Demo Company',
  mobile: '13800138000',
};

/**
 * Runs once when the server starts (instrumentation.ts): opens the database, which applies pending migrations,
 * and on an empty database creates the demo account unless SEED_DEMO=0.
 */
export async function prepareServer(): Promise<void> {
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
  console.log(
    `\n  Demo account created — log in with\n    email:    ${DEMO_ACCOUNT.email}\n    password: ${DEMO_ACCOUNT.password}\n  (SEED_DEMO=0 turns this off)\n`,
  );
}
