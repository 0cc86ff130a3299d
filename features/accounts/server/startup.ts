import 'server-only';
import { sql } from 'drizzle-orm';
import { users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { StartupPart } from '@/lib/server/startup';
import { captchaDisabled } from './captcha';
import { createAccount } from './register';
import type { TrialPort } from './trial-port';

/** A password that passes the rules of spec §5 (8-16 characters, upper, lower, digit, symbol). */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'Demo@2026pass',
  companyName: 'Demo Company',
  mobile: '13800138000',
};

function warnWhenCaptchaIsOff() {
  if (captchaDisabled())
    log.warn(
      'CAPTCHA=off: logins and SMS codes are not protected by the image captcha (automated tests only)',
    );
}

/** On an empty database, the demo account, unless SEED_DEMO=0. */
async function seedDemoAccount(db: Db, trial: TrialPort) {
  if (process.env.SEED_DEMO === '0' || process.env.SEED_DEMO === 'false') return;
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return;
  try {
    await createAccount(db, DEMO_ACCOUNT, trial);
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

/** The demo account's trial comes from the plans area (server-startup.ts hands its port in). */
export const accountsStartup = (trial: TrialPort): StartupPart => ({
  check: warnWhenCaptchaIsOff,
  prepare: (db) => seedDemoAccount(db, trial),
});
