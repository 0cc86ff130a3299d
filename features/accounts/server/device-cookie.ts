import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { webSessionOptions } from '@/lib/server/auth/web-session-cookie';
import { sessionSecret } from '@/lib/server/auth/session-secret';

// OWASP's "device cookie": a browser that has logged in to an account before keeps a signed note of it, and its
// attempts on that account are not caught by the account-wide lock that strangers' failures set off.

export const DEVICE_COOKIE = 'dh_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const sign = (userId: string, deviceId: string) =>
  createHmac('sha256', sessionSecret()).update(`device-cookie\n${userId}\n${deviceId}`).digest('base64url');

/** A fresh cookie naming the account, for the response to a successful login. */
export function deviceCookie(userId: string) {
  const deviceId = randomBytes(16).toString('base64url');
  return {
    name: DEVICE_COOKIE,
    value: `${userId}.${deviceId}.${sign(userId, deviceId)}`,
    options: {
      httpOnly: true,
      secure: webSessionOptions().cookieOptions?.secure,
      sameSite: 'strict' as const,
      path: '/',
      maxAge: MAX_AGE_SECONDS,
    },
  };
}

/** The device id when `cookie` is one of ours and names `userId`; null for anything else. */
export function trustedDeviceId(cookie: string | undefined, userId: string | undefined): string | null {
  if (!cookie || !userId) return null;
  const [named, deviceId, signature, ...rest] = cookie.split('.');
  if (rest.length > 0 || named !== userId || !deviceId || !signature) return null;
  const expected = Buffer.from(sign(userId, deviceId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}
