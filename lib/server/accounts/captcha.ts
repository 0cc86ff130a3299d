import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { ApiCode } from '@/lib/contract/codes';
import type { CaptchaResponse } from '@/lib/contract/accounts';
import { ApiFailure } from '../api/failure';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';

export const CAPTCHA_TTL_SECONDS = 5 * 60;

/** CAPTCHA=off turns the check off for automated tests; it is on unless said otherwise. */
export const captchaDisabled = () => process.env.CAPTCHA === 'off';

/** A new image; `replaces` (the refresh button) drops the captcha the page showed before. */
export async function createCaptcha(db: Db, replaces?: string, now = new Date()): Promise<CaptchaResponse> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1ilI',
    noise: 2,
    color: true,
    background: '#f4f6fb',
  });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    if (replaces) await tx.delete(captchas).where(eq(captchas.id, replaces));
    // Housekeeping: expired captchas are never needed again.
    await tx.delete(captchas).where(lt(captchas.expiresAt, now));
    await tx.insert(captchas).values({
      id,
      answer: text.toLowerCase(),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

/**
 * Checks an answer (case-insensitive). A wrong answer burns the captcha, so it cannot be guessed at; a right one is
 * burnt too when `consume` (the login or SMS request it protects), and kept for the form's pre-check otherwise.
 */
export async function verifyCaptcha(db: Db, id: string, answer: string, consume: boolean, now = new Date()) {
  if (captchaDisabled()) return;
  const [row] = await db
    .select()
    .from(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now)))
    .limit(1);
  const right = row !== undefined && row.answer === answer.trim().toLowerCase();
  if (!right || consume) {
    // Deleting decides the race between two requests with the same captcha: only one gets the row back.
    const deleted = await db.delete(captchas).where(eq(captchas.id, id)).returning({ id: captchas.id });
    if (right && deleted.length === 1) return;
    throw new ApiFailure(ApiCode.captchaInvalid, 'captchaInvalid', {
      data: { fields: [{ field: 'captchaCode', message: 'captchaInvalid' }] },
    });
  }
}
