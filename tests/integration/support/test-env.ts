/** The environment every integration test file starts from; a test changes it only for itself. */
const TEST_ENV: Record<string, string> = {
  SESSION_SECRET: 'integration-test-session-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
  TRIAL_DAYS: '14',
};

/** Settings of the developer's shell must not leak into the tests (a real SMTP server, Redis, CAPTCHA=off…). */
const CLEARED = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'CAPTCHA',
  'SMS_PROVIDER',
  'CONTACT_EMAIL',
  'OPERATOR_EMAIL',
  'TRUST_PROXY',
  'SEED_DEMO',
];

export function applyTestEnv(extra: Record<string, string>) {
  for (const name of CLEARED) delete process.env[name];
  Object.assign(process.env, TEST_ENV, extra);
}
