import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { StartupPart } from '@/lib/server/startup';
import { countOperators, createOperator } from './operators';

/**
 * The first admin of an empty development database, printed like the demo account. SEED_OPERATOR=0 turns it off,
 * SEED_OPERATOR=1 turns it on in production too (the browser tests); by default it follows SEED_DEMO outside
 * production.
 */
export const FIRST_OPERATOR = { email: 'admin@example.com', password: 'Admin@2026pass' };

async function seedFirstOperator(db: Db) {
  const forced = process.env.SEED_OPERATOR;
  if (forced === '0' || forced === 'false') return;
  if (forced !== '1' && forced !== 'true') {
    if (process.env.SEED_DEMO === '0' || process.env.SEED_DEMO === 'false') return;
    // A production server gets its first admin from `npm run operator:create`, never a published password.
    if (process.env.NODE_ENV === 'production') return;
  }
  if ((await countOperators(db)) > 0) return;
  try {
    await createOperator(db, { ...FIRST_OPERATOR, role: 'admin' }, { type: 'system', id: null });
  } catch (error) {
    log.warn({ err: error }, 'first operator not created (another instance may have created it)');
    return;
  }
  console.log(
    `\n  Operator created — sign in at /operator/login with\n    email:    ${FIRST_OPERATOR.email}\n` +
      `    password: ${FIRST_OPERATOR.password}\n  and enrol an authenticator app (TOTP) at the first sign-in\n`,
  );
}

export const operatorStartup: StartupPart = { prepare: seedFirstOperator };
