import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_S } from '@/features/deploy/contract/webhooks';

// Stripe's scheme: `X-DH-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
// whole secret string (`whsec_…`). The timestamp is inside the signed text, so a captured delivery replayed later
// fails the receiver's tolerance check; several v1 entries may come, and any one matching is enough.

const hmac = (secret: string, timestampS: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestampS}.${rawBody}`, 'utf8').digest('hex');

/** The header of one attempt, signed now (`timestampS`). */
export function signatureHeader(secret: string, rawBody: string, timestampS: number): string {
  return `t=${timestampS},v1=${hmac(secret, timestampS, rawBody)}`;
}

/**
 * What a receiver runs on each delivery (the README and the console show it): true when one `v1` of the header is
 * the HMAC of `"<t>.<rawBody>"` with the secret and `t` is within `toleranceS` of now. `rawBody` is the body as
 * received, before any JSON parsing: re-serialized JSON would not match.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  toleranceS: number = WEBHOOK_TOLERANCE_S,
  nowS: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  let timestampS: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const cut = part.indexOf('=');
    const key = part.slice(0, cut).trim();
    const value = part.slice(cut + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestampS = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestampS === null || signatures.length === 0) return false;
  if (Math.abs(nowS - timestampS) > toleranceS) return false;
  const expected = Buffer.from(hmac(secret, timestampS, rawBody), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
