import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { LoginRequest, LoginResponse, SmsLoginRequest } from '@/lib/contract/accounts';
import { ApiFailure } from '../api/failure';
import type { Db } from '../db/client';
import { corporations, users } from '../db/schema';
import type { SessionData } from '../session-cookie';
import { verifyCaptcha } from './captcha';
import { consumeCode } from './codes';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { normalizeEmail, normalizeMobile } from './normalize';
import { decoyHash, verifyPassword } from './passwords';
import { issueToken } from './tokens';
import { toUserInfo } from './users';

interface LoginCaller {
  ip: string;
  /** The web app gets the sealed cookie and no token in the body. */
  webClient: boolean;
  setSession: (data: SessionData) => void;
}

const MOBILE = /^(\+?86)?1[3-9]\d{9}$/;

async function findByUsername(db: Db, username: string) {
  const trimmed = username.trim();
  const where = MOBILE.test(trimmed)
    ? eq(users.mobile, normalizeMobile(trimmed))
    : eq(users.email, normalizeEmail(trimmed));
  const [row] = await db
    .select({ user: users, corporation: corporations })
    .from(users)
    .innerJoin(corporations, eq(corporations.id, users.corpId))
    .where(where)
    .limit(1);
  return row;
}

async function finishLogin(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof findByUsername>>>,
  caller: LoginCaller,
): Promise<LoginResponse> {
  const token = await issueToken(db, row.user.id);
  const user = toUserInfo(row.user, row.corporation);
  if (caller.webClient) {
    caller.setSession({ token, userId: user.userId, corpId: user.corpId });
    return { user };
  }
  return { token, user };
}

/** Username (the email, or the mobile number) + password + image captcha. */
export async function passwordLogin(
  db: Db,
  input: LoginRequest,
  caller: LoginCaller,
): Promise<LoginResponse> {
  const account = input.username.trim().toLowerCase();
  await assertLoginAllowed(account, caller.ip);
  await verifyCaptcha(db, input.captchaId, input.captchaCode, true);
  const row = await findByUsername(db, input.username);
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !valid) {
    await recordLoginFailure(account, caller.ip);
    throw new ApiFailure(ApiCode.badCredentials, 'badCredentials');
  }
  await recordLoginSuccess(account, caller.ip);
  return finishLogin(db, row, caller);
}

/** Mobile number + the SMS code sent by `sendSmsCode`. */
export async function smsLogin(db: Db, input: SmsLoginRequest, caller: LoginCaller): Promise<LoginResponse> {
  const mobile = normalizeMobile(input.mobile);
  await assertLoginAllowed(mobile, caller.ip);
  try {
    await consumeCode(db, { channel: 'sms', target: mobile, purpose: 'login' }, input.smsCode, 'smsCode');
  } catch (error) {
    await recordLoginFailure(mobile, caller.ip);
    throw error;
  }
  const row = await findByUsername(db, mobile);
  if (!row) throw new ApiFailure(ApiCode.badCredentials, 'badCredentials');
  await recordLoginSuccess(mobile, caller.ip);
  return finishLogin(db, row, caller);
}
