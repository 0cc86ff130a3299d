import { generate } from 'otplib';
import { POST as loginRoute } from '@/app/api/operator/login/route';
import { POST as totpRoute } from '@/app/api/operator/login/totp/route';
import type { OperatorLoginStep, OperatorMe } from '@/features/operator/contract';
import { createOperator } from '@/features/operator/server/operators';
import type { OperatorRole } from '@/lib/contract/operator-permissions';
import { getDb } from '@/lib/server/db/client';
import { OPERATOR_COOKIE } from '@/lib/server/operator/session-cookie';
import { call, cookiePair, ORIGIN, uniqueEmail } from './api';

export const OPERATOR_PASSWORD = 'Opera#tor2026';

/** An operator created as the command does. */
export async function newOperator(role: OperatorRole = 'admin') {
  const email = uniqueEmail(`op-${role}`);
  const db = await getDb();
  const row = await createOperator(
    db,
    { email, role, password: OPERATOR_PASSWORD },
    { type: 'system', id: null },
  );
  return { email, password: OPERATOR_PASSWORD, operatorId: row.operatorId };
}

/** Signs in through the API like the login page: password, then enrolment with a code computed from the secret. */
export async function signedInOperator(role: OperatorRole = 'admin') {
  const operator = await newOperator(role);
  const first = await call<OperatorLoginStep>(loginRoute, '/operator/login', {
    body: { email: operator.email, password: operator.password },
    headers: { origin: ORIGIN },
  });
  if (first.body.code !== 0 || first.body.data.step !== 'enrol')
    throw new Error(`operator login: ${JSON.stringify(first.body)}`);
  const { ticket, secret } = first.body.data;
  const done = await call<OperatorMe>(totpRoute, '/operator/login/totp', {
    body: { ticket, code: await generate({ secret }) },
    headers: { origin: ORIGIN },
  });
  if (done.body.code !== 0) throw new Error(`operator totp: ${JSON.stringify(done.body)}`);
  return { ...operator, secret, cookie: cookiePair(done.setCookies, OPERATOR_COOKIE) };
}

/** Options for an operator's call: its cookie, from the back office's own origin. */
export const asOperator = (cookie: string) => ({ cookie, headers: { origin: ORIGIN } });
