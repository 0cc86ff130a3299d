import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { SendEmailCodeRequest, SendSmsRequest } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ApiLang } from '@/lib/server/http/messages';
import { afterResponse } from '@/lib/server/after-response';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/auth/tables';
import { sendMail } from '@/lib/server/mail/send-mail';
import { emailCodeMail, smsCodeText } from './account-mail';
import { consumeAll, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import { sendSms } from '@/lib/server/sms/send-sms';
import { verifyCaptcha } from './captcha';
import { CODE_TTL_MINUTES, issueCode } from './codes';
import { normalizeEmail, normalizeMobile } from './normalize';

export const RESEND_AFTER_SECONDS = 60;

export const codeSendLimits = (channel: 'email' | 'sms') =>
  ({
    perAddressMinute: { keyPrefix: `${channel}-code:address:60s`, points: 1, duration: RESEND_AFTER_SECONDS },
    perAddressHour: { keyPrefix: `${channel}-code:address:1h`, points: 10, duration: 3600 },
    perIpHour: { keyPrefix: `${channel}-code:ip:1h`, points: 30, duration: 3600 },
  }) satisfies Record<string, LimiterSpec>;

/** Counted first, also for answers that send nothing, so the form cannot be used to probe addresses freely. */
export const consumeIpLimit = (channel: 'email' | 'sms', ip: string) =>
  consumeAll([[codeSendLimits(channel).perIpHour, ip]]);

const consumeAddressLimits = (channel: 'email' | 'sms', address: string) => {
  const spec = codeSendLimits(channel);
  return consumeAll([
    [spec.perAddressMinute, address],
    [spec.perAddressHour, address],
  ]);
};

export interface Caller {
  lang: ApiLang;
  ip: string;
}

export const codeSent = (channel: 'email' | 'sms') => ({
  resendAfterSeconds: RESEND_AFTER_SECONDS,
  expiresInSeconds: CODE_TTL_MINUTES[channel] * 60,
});

/**
 * Registration answers plainly when the address is taken. A reset for an address without an account is answered
 * like any other and goes the same way, code included, but sends nothing, so the reset form does not reveal who
 * has an account. The mail goes after the answer: waiting for the mail server would tell the two apart by time.
 */
export async function sendEmailCode(db: Db, input: SendEmailCodeRequest, { lang, ip }: Caller) {
  const email = normalizeEmail(input.email);
  await consumeIpLimit('email', ip);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (input.purpose === 'register' && existing)
    throw new ApiFailure(ApiCode.conflict, 'emailTaken', {
      data: { fields: [{ field: 'email', message: 'emailTaken' }] },
    });
  await consumeAddressLimits('email', email);
  const code = await issueCode(db, { channel: 'email', target: email, purpose: input.purpose });
  const deliver = input.purpose === 'register' || existing !== undefined;
  afterResponse('email code', async () => {
    if (!deliver) return;
    const mail = emailCodeMail(lang, code, input.purpose, CODE_TTL_MINUTES.email);
    await sendMail({ to: email, ...mail, code });
  });
  return codeSent('email');
}

/**
 * A login code for a number that no account uses is answered and limited like any other, and a code is issued
 * for it too, but no text goes out: the login form must not tell strangers which numbers have an account. The
 * text goes after the answer, so the time the provider takes does not tell the two apart either.
 */
export async function sendSmsCode(db: Db, input: SendSmsRequest, { lang, ip }: Caller) {
  await verifyCaptcha(db, input.captchaId, input.captchaCode, true);
  const mobile = normalizeMobile(input.mobile);
  await consumeIpLimit('sms', ip);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  await consumeAddressLimits('sms', mobile);
  const code = await issueCode(db, { channel: 'sms', target: mobile, purpose: 'login' });
  afterResponse('sms code', async () => {
    if (!user) return;
    await sendSms({ to: mobile, text: smsCodeText(lang, code, CODE_TTL_MINUTES.sms), code });
  });
  return codeSent('sms');
}
