import 'server-only';
import { eq } from 'drizzle-orm';
import type { SendEmailCodeRequest, SendSmsRequest } from '@/features/accounts/contract';
import type { ApiLang } from '@/lib/server/http/messages';
import { afterResponse } from '@/lib/server/after-response';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/auth/tables';
import { sendMail } from '@/lib/server/mail/send-mail';
import { alreadyRegisteredMail, emailCodeMail, smsCodeText } from './account-mail';
import { consumeAll, limiter, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import { sendSms } from '@/lib/server/sms/send-sms';
import { verifyCaptcha } from './captcha';
import { CODE_TTL_MINUTES, isCodeBurnt, issueCode } from './codes';
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

/**
 * One code a minute per address, ten an hour. A code burnt by wrong guesses (someone else's, perhaps) frees the
 * minute at once: the owner asks for a new code and gets it, and the guesser, throttled per IP, starts over.
 */
async function consumeAddressLimits(channel: 'email' | 'sms', address: string, burnt: boolean) {
  const spec = codeSendLimits(channel);
  if (burnt) await (await limiter(spec.perAddressMinute)).delete(address);
  return consumeAll([
    [spec.perAddressMinute, address],
    [spec.perAddressHour, address],
  ]);
}

export interface Caller {
  lang: ApiLang;
  ip: string;
}

export const codeSent = (channel: 'email' | 'sms') => ({
  resendAfterSeconds: RESEND_AFTER_SECONDS,
  expiresInSeconds: CODE_TTL_MINUTES[channel] * 60,
});

/**
 * Both purposes answer the same whether the address has an account or not, so the form tells nobody who is
 * registered: the same limits, a code issued either way, the same answer. What goes out differs, after the answer
 * (waiting for the mail server would tell the two apart by time): a registration for a taken address mails its
 * owner a notice instead of a code, and a reset for an address without an account sends nothing.
 */
export async function sendEmailCode(db: Db, input: SendEmailCodeRequest, { lang, ip }: Caller) {
  const email = normalizeEmail(input.email);
  await consumeIpLimit('email', ip);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const target = { channel: 'email', target: email, purpose: input.purpose } as const;
  await consumeAddressLimits('email', email, await isCodeBurnt(db, target));
  const code = await issueCode(db, target);
  afterResponse('email code', async () => {
    if (input.purpose === 'register' && existing) {
      await sendMail({ to: email, ...alreadyRegisteredMail(lang) });
      return;
    }
    if (input.purpose === 'reset' && !existing) return;
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
  const target = { channel: 'sms', target: mobile, purpose: 'login' } as const;
  await consumeAddressLimits('sms', mobile, await isCodeBurnt(db, target));
  const code = await issueCode(db, target);
  afterResponse('sms code', async () => {
    if (!user) return;
    await sendSms({ to: mobile, text: smsCodeText(lang, code, CODE_TTL_MINUTES.sms), code });
  });
  return codeSent('sms');
}
