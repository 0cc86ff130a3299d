import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteRoots } from '@/lib/seo/site-origins';
import { afterResponse } from '@/lib/server/after-response';
import { sendMail } from '@/lib/server/mail/send-mail';
import { loginUnlockMail } from './account-mail';
import { limiter, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import { sessionSecret } from '@/lib/server/auth/session-secret';

// The account-wide login lock (login-throttle.ts) is what stops guessing spread over many IPs, and anyone can set
// it off: a few dozen wrong passwords an hour keep it shut. A browser with the owner's device cookie is not held by
// it, but the owner on a new browser would be, for as long as the stranger likes. So when that lock turns a login
// away, the account's address gets a link that gives the browser opening it a device cookie. Only the mailbox's
// owner has it; it does not log in (password and captcha are still asked, and that browser's own failures still
// lock it), so it is a signed, stateless note that may live a day. One mail per quarter-hour and ten a day per
// account keep the stranger from filling the owner's inbox; every link stays valid, so the last one still works.

export const UNLOCK_PATH = '/api/sys-api/login/unlock';
const LINK_TTL_SECONDS = 24 * 3600;

export const unlockMailLimits = {
  perAccountQuarter: { keyPrefix: 'login-unlock-mail:15m', points: 1, duration: 15 * 60 },
  perAccountDay: { keyPrefix: 'login-unlock-mail:1d', points: 10, duration: 24 * 3600 },
} satisfies Record<string, LimiterSpec>;

const sign = (userId: string, expires: number) =>
  createHmac('sha256', sessionSecret()).update(`login-unlock\n${userId}\n${expires}`).digest('base64url');

export function unlockToken(userId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  return `${userId}.${expires}.${sign(userId, expires)}`;
}

/** The user id of a token we signed that has not expired; null for anything else. */
export function userIdFromUnlockToken(token: string | null, now = new Date()): string | null {
  const [userId, expiresText, signature, ...rest] = (token ?? '').split('.');
  const expires = Number(expiresText);
  if (rest.length > 0 || !userId || !signature || !Number.isSafeInteger(expires)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(sign(userId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Tells the owner, within the mail limits; after the answer, so its timing does not tell that the account exists. */
export async function offerUnlockLink(user: { id: string; email: string | null }): Promise<void> {
  if (!user.email) return;
  for (const spec of [unlockMailLimits.perAccountQuarter, unlockMailLimits.perAccountDay]) {
    const allowed = await (await limiter(spec)).consume(user.id).then(
      () => true,
      () => false,
    );
    if (!allowed) return;
  }
  const token = unlockToken(user.id);
  const origins = siteRoots();
  const links = {
    zh: `${origins.zh}${UNLOCK_PATH}?t=${token}`,
    en: `${origins.en}${UNLOCK_PATH}?t=${token}`,
  };
  const to = user.email;
  afterResponse('login unlock mail', () => sendMail({ to, ...loginUnlockMail(links) }));
}
