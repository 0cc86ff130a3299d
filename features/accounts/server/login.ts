import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { LoginRequest, SmsLoginRequest, UserInfo } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ResponseCookie } from '@/lib/server/http/response-effects';
import type { Db } from '@/lib/server/db/client';
import { corporations, users } from '@/lib/server/auth/tables';
import { verifyCaptcha } from './captcha';
import { consumeCode } from './codes';
import { deviceCookie, trustedDeviceId } from './device-cookie';
import { beginLoginAttempt } from './login-throttle';
import { normalizeLoginName } from './normalize';
import { decoyHash, verifyPassword } from '@/lib/server/auth/passwords';
import { issueToken } from '@/lib/server/auth/tokens';
import { offerUnlockLink } from './unlock-link';
import { corporationColumns, toUserInfo, type CorporationRow, type UserRow } from './users';

interface LoginCaller {
  ip: string;
  /** The browser's device cookie (`dh_device`), if it sent one. */
  deviceCookie: string | undefined;
}

/** A login that went through: the new token, the account, and a fresh device cookie for the browser. */
export interface LoginOutcome {
  token: string;
  user: UserInfo;
  device: ResponseCookie;
}

async function findAccount(db: Db, username: string) {
  const name = normalizeLoginName(username);
  const [row] = await db
    .select({ user: users, corporation: corporationColumns })
    .from(users)
    .innerJoin(corporations, eq(corporations.id, users.corpId))
    .where(name.kind === 'mobile' ? eq(users.mobile, name.value) : eq(users.email, name.value))
    .limit(1);
  return { row, name };
}

/** Throttled by the user id when the name exists, so its email and mobile number share one count. */
function beginAttempt(found: Awaited<ReturnType<typeof findAccount>>, caller: LoginCaller) {
  const user = found.row?.user;
  return beginLoginAttempt(
    {
      account: user ? `user:${user.id}` : `${found.name.kind}:${found.name.value}`,
      ip: caller.ip,
      device: trustedDeviceId(caller.deviceCookie, user?.id),
    },
    async () => {
      if (user) await offerUnlockLink(user);
    },
  );
}

async function finishLogin(
  db: Db,
  row: { user: UserRow; corporation: CorporationRow },
): Promise<LoginOutcome> {
  const token = await issueToken(db, row.user.id);
  return { token, user: toUserInfo(row.user, row.corporation), device: deviceCookie(row.user.id) };
}

/** Username (the email, or the mobile number) + password + image captcha. */
export async function passwordLogin(db: Db, input: LoginRequest, caller: LoginCaller): Promise<LoginOutcome> {
  const found = await findAccount(db, input.username);
  const attempt = await beginAttempt(found, caller);
  try {
    await verifyCaptcha(db, input.captchaId, input.captchaCode, true);
  } catch (error) {
    await attempt.cancelled();
    throw error;
  }
  const { row } = found;
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !valid) {
    await attempt.failed();
    throw new ApiFailure(ApiCode.badCredentials, 'badCredentials');
  }
  await attempt.succeeded();
  return finishLogin(db, row);
}

/** Mobile number + the SMS code sent by `sendSmsCode`. */
export async function smsLogin(db: Db, input: SmsLoginRequest, caller: LoginCaller): Promise<LoginOutcome> {
  const found = await findAccount(db, input.mobile);
  const attempt = await beginAttempt(found, caller);
  try {
    await consumeCode(db, { channel: 'sms', target: found.name.value, purpose: 'login' }, input.smsCode, {
      field: 'smsCode',
      ip: caller.ip,
    });
  } catch (error) {
    const wrongCode = error instanceof ApiFailure && error.code === ApiCode.codeInvalid;
    await (wrongCode ? attempt.failed() : attempt.cancelled());
    throw error;
  }
  if (!found.row) {
    await attempt.failed();
    throw new ApiFailure(ApiCode.badCredentials, 'badCredentials');
  }
  await attempt.succeeded();
  return finishLogin(db, found.row);
}
