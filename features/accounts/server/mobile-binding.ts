import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { BindMobileRequest, MobileCodeRequest, UserInfo } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/auth/tables';
import { smsCodeText } from './account-mail';
import { consumeAll, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import { sendSms } from '@/lib/server/sms/send-sms';
import { CODE_TTL_MINUTES, consumeCode, issueCode } from './codes';
import { normalizeMobile } from './normalize';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { RESEND_AFTER_SECONDS, codeSent, consumeIpLimit, type Caller } from './send-codes';
import { findUserWithCorporation, userInfoById } from './users';

// A logged-in user binds a mobile number (or replaces theirs) by proving they hold it: the code goes to the new
// number. Whether another account uses the number is said only after a right code, so only someone holding
// that phone ever learns it, and no more often than codes are sent to it.

/**
 * Every code is a text message to a phone that may be a stranger's: one account asks for few, one number gets
 * few. They are counted apart from login codes, so that logging in by SMS right after binding is not refused.
 */
export const mobileBindLimits = {
  perUserHour: { keyPrefix: 'mobile-bind-code:user:1h', points: 5, duration: 3600 },
  perNumberMinute: { keyPrefix: 'mobile-bind-code:number:60s', points: 1, duration: RESEND_AFTER_SECONDS },
  perNumberHour: { keyPrefix: 'mobile-bind-code:number:1h', points: 5, duration: 3600 },
} satisfies Record<string, LimiterSpec>;

/** The account is part of the code's purpose: a code asked for by one account is no use to another. */
const bindCode = (userId: string, mobile: string) =>
  ({ channel: 'sms', target: mobile, purpose: `bind:${userId}` }) as const;

const mobileFailure = (messageKey: 'mobileTaken' | 'mobileUnchanged') =>
  new ApiFailure(ApiCode.conflict, messageKey, {
    data: { fields: [{ field: 'mobile', message: messageKey }] },
  });

export async function sendMobileBindCode(db: Db, userId: string, input: MobileCodeRequest, caller: Caller) {
  const mobile = normalizeMobile(input.mobile);
  const { user } = await findUserWithCorporation(db, userId);
  if (user.mobile === mobile) throw mobileFailure('mobileUnchanged');
  await consumeAll([[mobileBindLimits.perUserHour, userId]]);
  await consumeIpLimit('sms', caller.ip);
  await consumeAll([
    [mobileBindLimits.perNumberMinute, mobile],
    [mobileBindLimits.perNumberHour, mobile],
  ]);
  const code = await issueCode(db, bindCode(userId, mobile));
  // Sent before answering, unlike login codes: nothing is hidden here, and the user should hear of a failure.
  await sendSms({ to: mobile, text: smsCodeText(caller.lang, code, CODE_TTL_MINUTES.sms, 'bind'), code });
  return codeSent('sms');
}

/** Binds the number once its code is right; the answer is the account as it is now. */
export async function bindMobile(
  db: Db,
  userId: string,
  input: BindMobileRequest,
  { ip }: Pick<Caller, 'ip'>,
): Promise<UserInfo> {
  const mobile = normalizeMobile(input.mobile);
  await consumeCode(db, bindCode(userId, mobile), input.smsCode, { field: 'smsCode', ip });
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  if (holder && holder.id !== userId) throw mobileFailure('mobileTaken');
  try {
    await db.update(users).set({ mobile }).where(eq(users.id, userId));
  } catch (error) {
    // Another account bound the number between the check and the update.
    if (isUniqueViolation(error)) throw mobileFailure('mobileTaken');
    throw error;
  }
  return userInfoById(db, userId);
}
