import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { RegisterRequest, ResetPasswordRequest, UserInfo } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Db } from '@/lib/server/db/client';
import { corporations, users } from '@/lib/server/auth/tables';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { consumeCode } from './codes';
import { normalizeEmail } from './normalize';
import { hashPassword } from '@/lib/server/auth/passwords';
import { revokeAllTokens } from '@/lib/server/auth/tokens';
import { audit, userActor } from '@/lib/server/audit/audit';
import type { TrialPort } from './trial-port';
import { toUserInfo } from './users';

const emailTaken = () =>
  new ApiFailure(ApiCode.conflict, 'emailTaken', {
    data: { fields: [{ field: 'email', message: 'emailTaken' }] },
  });

interface NewAccount {
  email: string;
  password: string;
  companyName: string;
  mobile?: string | null;
}

/** Creates the corporation and its first user, who starts the trial (the plan as the plans area gives it). */
export async function createAccount(
  db: Db,
  account: NewAccount,
  trial: TrialPort,
  now = new Date(),
): Promise<UserInfo> {
  const passwordHash = await hashPassword(account.password);
  const corporation = {
    id: randomUUID(),
    name: account.companyName.trim(),
    ...trial.start(now),
    createdAt: now,
  };
  const user = {
    id: randomUUID(),
    corpId: corporation.id,
    email: normalizeEmail(account.email),
    mobile: account.mobile ?? null,
    passwordHash,
    createdAt: now,
  };
  try {
    await db.transaction(async (tx) => {
      await tx.insert(corporations).values(corporation);
      await tx.insert(users).values(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return toUserInfo(user, corporation);
}

interface Caller {
  ip: string;
  /** The request's id, for the audit log. */
  requestId?: string;
}

/**
 * The code is checked first: only whoever reads the mailbox gets past it, so "address taken" is never told to a
 * stranger. A taken address's owner receives a notice instead of a code, so in practice the code step already
 * stops them; "taken" is left for an account created after the code was sent.
 */
export async function register(
  db: Db,
  input: RegisterRequest,
  { ip }: Caller,
  trial: TrialPort,
): Promise<{ user: UserInfo }> {
  const email = normalizeEmail(input.email);
  await consumeCode(db, { channel: 'email', target: email, purpose: 'register' }, input.emailCode, {
    field: 'emailCode',
    ip,
  });
  return { user: await createAccount(db, input, trial) };
}

/** A new password by email code; every open login of the account ends with it. */
export async function resetPassword(
  db: Db,
  input: ResetPasswordRequest,
  { ip, requestId }: Caller,
): Promise<null> {
  const email = normalizeEmail(input.email);
  await consumeCode(db, { channel: 'email', target: email, purpose: 'reset' }, input.emailCode, {
    field: 'emailCode',
    ip,
  });
  const [user] = await db
    .select({ id: users.id, corpId: users.corpId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) throw new ApiFailure(ApiCode.codeInvalid, 'codeInvalid');
  const passwordHash = await hashPassword(input.password);
  // A reset is a sensitive action (it can take an account over): the new password and its entry commit together.
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await audit(tx, {
      actor: userActor({ userId: user.id }),
      corpId: user.corpId,
      action: 'password.reset',
      object: { type: 'user', id: user.id },
      requestId: requestId ?? null,
    });
  });
  await revokeAllTokens(db, user.id, 'password-reset');
  return null;
}
