import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '@/features/deploy/server/webhooks/signature';
import { NODE_VERIFY_EXAMPLE, NODE_VERIFY_FUNCTION } from './verify-example';

type Verify = (secret: string, header: string | undefined, rawBody: string, toleranceS?: number) => boolean;

// The example exactly as customers copy it, run here against the platform's own signing.
const verify = new Function(
  'createHmac',
  'timingSafeEqual',
  `${NODE_VERIFY_FUNCTION}\nreturn verifyWebhookSignature;`,
)(createHmac, timingSafeEqual) as Verify;

const SECRET = 'whsec_example';
const BODY = '{"id":"evt_1","type":"test","created":1,"data":{"message":"hi"}}';
const now = () => Math.floor(Date.now() / 1000);

describe('the Node verification example the console shows', () => {
  it('accepts what the platform signs now', () => {
    expect(verify(SECRET, signatureHeader(SECRET, BODY, now()), BODY)).toBe(true);
  });

  it('refuses a tampered body, another secret, an old timestamp and no header', () => {
    const header = signatureHeader(SECRET, BODY, now());
    expect(verify(SECRET, header, `${BODY} `)).toBe(false);
    expect(verify('whsec_other', header, BODY)).toBe(false);
    expect(verify(SECRET, signatureHeader(SECRET, BODY, now() - 301), BODY)).toBe(false);
    expect(verify(SECRET, undefined, BODY)).toBe(false);
  });

  it('is the function the whole example uses', () => {
    expect(NODE_VERIFY_EXAMPLE).toContain(NODE_VERIFY_FUNCTION);
    expect(NODE_VERIFY_EXAMPLE).toContain("req.get('X-DH-Signature')");
  });
});
