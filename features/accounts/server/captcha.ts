import 'server-only';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { CaptchaResponse } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Db } from '@/lib/server/db/client';
import { captchas } from '@/features/accounts/server/tables';
import { consumeAll, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import { captchaImage, captchaText } from './captcha-image';

export const CAPTCHA_TTL_SECONDS = 5 * 60;

/** Each image is a row: a client fetching images in a loop is stopped well above what a person refreshes. */
export const captchaLimits = {
  perIpMinute: { keyPrefix: 'captcha:ip:1m', points: 60, duration: 60 },
  perIpHour: { keyPrefix: 'captcha:ip:1h', points: 600, duration: 3600 },
} satisfies Record<string, LimiterSpec>;

/** Expired rows are swept at most this often per process: a sweep scans the table, an insert need not. */
const SWEEP_INTERVAL_MS = 60_000;
let sweptAt = 0;

/** CAPTCHA=off turns the check off for automated tests; it is on unless said otherwise. */
export const captchaDisabled = () => process.env.CAPTCHA === 'off';

/** A new image; `replaces` (the refresh button) drops the captcha the page showed before. */
export async function createCaptcha(
  db: Db,
  { replaces, ip }: { replaces?: string; ip: string },
  now = new Date(),
): Promise<CaptchaResponse> {
  await consumeAll([
    [captchaLimits.perIpMinute, ip],
    [captchaLimits.perIpHour, ip],
  ]);
  const text = captchaText();
  const id = randomUUID();
  if (replaces) await db.delete(captchas).where(eq(captchas.id, replaces));
  if (now.getTime() - sweptAt >= SWEEP_INTERVAL_MS) {
    sweptAt = now.getTime();
    await db.delete(captchas).where(lt(captchas.expiresAt, now));
  }
  await db.insert(captchas).values({
    id,
    answer: text.toLowerCase(),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return {
    captchaId: id,
    image: captchaImage(text),
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

const sameAnswer = (stored: string, given: string) => {
  const a = Buffer.from(stored);
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
};

const invalid = () =>
  new ApiFailure(ApiCode.captchaInvalid, 'captchaInvalid', {
    data: { fields: [{ field: 'captchaCode', message: 'captchaInvalid' }] },
  });

/**
 * Checks an answer (case-insensitive). `consume` (the login or SMS request it protects) takes the captcha whatever
 * the answer; the form's pre-check keeps a right one and burns a wrong one, so it cannot be guessed at either way.
 */
export async function verifyCaptcha(db: Db, id: string, answer: string, consume: boolean, now = new Date()) {
  if (captchaDisabled()) return;
  if (consume) {
    // One statement takes the row: of parallel requests with the same captcha, only one gets it back.
    const [taken] = await db
      .delete(captchas)
      .where(eq(captchas.id, id))
      .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
    if (!taken || taken.expiresAt <= now || !sameAnswer(taken.answer, answer)) throw invalid();
    return;
  }
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now)))
    .limit(1);
  if (row && sameAnswer(row.answer, answer)) return;
  await db.delete(captchas).where(eq(captchas.id, id));
  throw invalid();
}
