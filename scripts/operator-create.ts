// `npm run operator:create -- --email ops@example.com [--role admin]`: creates an operator on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first for that one) and prints a
// one-time password. The operator enrols an authenticator app (TOTP) at the first sign-in at /operator/login.
import { parseArgs } from 'node:util';
import { createOperator, oneTimePassword } from '@/features/operator/server/operators';
import { isOperatorRole, OPERATOR_ROLES } from '@/lib/contract/operator-permissions';
import { closeDb, getDb } from '@/lib/server/db/client';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } },
  });
  if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) {
    console.error(
      'Usage: npm run operator:create -- --email <address> [--role admin|reviewer|moderator|support]',
    );
    process.exit(2);
  }
  if (!isOperatorRole(values.role)) {
    console.error(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
    process.exit(2);
  }
  const password = oneTimePassword();
  const db = await getDb();
  try {
    await createOperator(
      db,
      { email: values.email, role: values.role, password },
      { type: 'system', id: null },
    );
  } catch (error) {
    console.error(`Not created: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  } finally {
    await closeDb();
  }
  console.log(
    `Operator created (${values.role}):\n  email:    ${values.email.toLowerCase()}\n  password: ${password}\n` +
      'Sign in at /operator/login and enrol an authenticator app; change nothing else here.',
  );
}

void main();
