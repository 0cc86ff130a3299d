import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifyWebhookSignature } from './signature';

const SECRET = 'whsec_test-secret-0123456789abcdefghijklmnopqrstuv';
const BODY = '{"id":"evt_1","type":"test","created":1700000000,"data":{"message":"你好 hello"}}';
const NOW = 1_700_000_000;

describe('webhook signatures', () => {
  it('sign "<t>.<raw body>" with HMAC-SHA256 of the whole secret, as hex after v1=', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signatureHeader(SECRET, BODY, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('verify what was signed, within the tolerance either side of now', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY, 300, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, 300, NOW + 300)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, 300, NOW - 300)).toBe(true);
  });

  it('refuse a replay older than the tolerance, and a timestamp from the future', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY, 300, NOW + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, 300, NOW - 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, 60, NOW + 61)).toBe(false);
  });

  it('refuse a tampered body, another secret, and a moved timestamp', () => {
    const header = signatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY.replace('hello', 'hellO'), 300, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, `${BODY} `, 300, NOW)).toBe(false);
    expect(verifyWebhookSignature(`${SECRET}x`, header, BODY, 300, NOW)).toBe(false);
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(verifyWebhookSignature(SECRET, moved, BODY, 300, NOW)).toBe(false);
  });

  it('accept any matching v1 among several (a rotation), in any order and with spaces', () => {
    const good = signatureHeader(SECRET, BODY, NOW).split(',v1=')[1];
    const other = signatureHeader('whsec_other', BODY, NOW).split(',v1=')[1];
    expect(verifyWebhookSignature(SECRET, `v1=${other}, t=${NOW}, v1=${good}`, BODY, 300, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, `t=${NOW},v1=${other}`, BODY, 300, NOW)).toBe(false);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no timestamp', `v1=${'0'.repeat(64)}`],
    ['no signature', `t=${NOW}`],
    ['a signature that is not hex of 32 bytes', `t=${NOW},v1=abc`],
    ['a timestamp that is not a number', `t=now,v1=${'0'.repeat(64)}`],
  ])('refuse %s', (_name, header) => {
    expect(verifyWebhookSignature(SECRET, header, BODY, 300, NOW)).toBe(false);
  });
});
