import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './session-secret';

// A signed, expiring, stateless pass for one thing (`purpose`) about one subject (an id without dots): made by a page
// the server renders for someone entitled to it and put in an address, it lets that address answer without a login.
// HMAC-SHA256 with the platform's secret; it cannot be moved to another subject or purpose, or kept past its end.

const sign = (purpose: string, subject: string, expires: number) =>
  createHmac('sha256', sessionSecret()).update(`${purpose}\n${subject}\n${expires}`).digest('base64url');

/**
 * A pass valid for at least `ttlSeconds` and at most `ttlSeconds + stepSeconds`: its end is rounded up to the step, so
 * the same page opened again within a step gives the same address (the browser's cache keeps what it loaded).
 */
export function signPass(
  purpose: string,
  subject: string,
  ttlSeconds: number,
  stepSeconds = 3600,
  now = new Date(),
): string {
  if (subject.includes('.')) throw new Error('a pass subject may not contain dots');
  const earliest = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const expires = Math.ceil(earliest / stepSeconds) * stepSeconds;
  return `${subject}.${expires}.${sign(purpose, subject, expires)}`;
}

/** The subject of a pass we signed for this purpose that has not expired; null for anything else. */
export function readPass(purpose: string, pass: string | null | undefined, now = new Date()): string | null {
  const [subject, expiresText, signature, ...rest] = (pass ?? '').split('.');
  const expires = Number(expiresText);
  if (rest.length > 0 || !subject || !signature || !Number.isSafeInteger(expires)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(sign(purpose, subject, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? subject : null;
}
