import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorization,
  checkPlatformSignature,
  decryptResource,
  encryptResource,
  parseAuthorization,
  platformHeaders,
  requestMessage,
  rsaVerify,
  signedHeaders,
} from './signing';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

const merchant = pair();
const platform = pair();
const APIV3_KEY = '0123456789abcdef0123456789abcdef';

describe('WeChat Pay v3 request signatures', () => {
  it('signs "METHOD\\nURL\\nTIMESTAMP\\nNONCE\\nBODY\\n" with the merchant key, in the documented header', () => {
    const body = '{"mchid":"1900000001"}';
    const header = authorization(
      { mchid: '1900000001', serialNo: 'ABC123', privateKey: merchant.privateKey },
      'POST',
      '/v3/pay/transactions/native',
      body,
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="')).toBe(true);
    const fields = parseAuthorization(header)!;
    expect(fields).toMatchObject({ mchid: '1900000001', serial_no: 'ABC123', timestamp: '1795773600' });
    const message = requestMessage(
      'POST',
      '/v3/pay/transactions/native',
      fields.timestamp!,
      fields.nonce_str!,
      body,
    );
    expect(rsaVerify(message, fields.signature!, merchant.publicKey)).toBe(true);
    expect(rsaVerify(message.replace('native', 'h5'), fields.signature!, merchant.publicKey)).toBe(false);
    expect(rsaVerify(message, fields.signature!, platform.publicKey)).toBe(false);
    expect(parseAuthorization('Bearer x')).toBeNull();
  });
});

describe('WeChat Pay v3 platform signatures', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const key = { publicKey: platform.publicKey, serial: 'PUB_KEY_ID_1' };

  it('accepts a fresh, correctly signed body and refuses forged, altered, foreign-serial and stale ones', () => {
    const body = '{"id":"n-1"}';
    const signed = signedHeaders(
      new Headers(platformHeaders(body, { privateKey: platform.privateKey, serial: 'PUB_KEY_ID_1' }, now)),
    );
    expect(checkPlatformSignature(signed, body, key, now)).toBe('valid');
    expect(checkPlatformSignature(signed, `${body} `, key, now)).toBe('forged');
    expect(checkPlatformSignature({ ...signed, serial: 'OTHER' }, body, key, now)).toBe('forged');
    expect(checkPlatformSignature({ ...signed, signature: null }, body, key, now)).toBe('forged');
    const byMerchant = signedHeaders(
      new Headers(platformHeaders(body, { privateKey: merchant.privateKey, serial: 'PUB_KEY_ID_1' }, now)),
    );
    expect(checkPlatformSignature(byMerchant, body, key, now)).toBe('forged');
    expect(checkPlatformSignature(signed, body, key, new Date(now.getTime() + 5 * 60_000))).toBe('valid');
    expect(checkPlatformSignature(signed, body, key, new Date(now.getTime() + 5 * 60_000 + 1_000))).toBe(
      'stale',
    );
  });
});

describe('AEAD_AES_256_GCM resources', () => {
  it('opens what was sealed with the APIv3 key and the same associated data, nothing else', () => {
    const sealed = encryptResource('{"out_trade_no":"A1"}', APIV3_KEY, 'transaction', 'transaction');
    expect(sealed.nonce).toHaveLength(12);
    expect(decryptResource(sealed, APIV3_KEY)).toBe('{"out_trade_no":"A1"}');
    expect(decryptResource(sealed, 'x'.repeat(32))).toBeNull();
    expect(decryptResource({ ...sealed, associated_data: 'certificate' }, APIV3_KEY)).toBeNull();
    expect(decryptResource({ ...sealed, nonce: 'aaaaaaaaaaaa' }, APIV3_KEY)).toBeNull();
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(decryptResource({ ...sealed, ciphertext: bytes.toString('base64') }, APIV3_KEY)).toBeNull();
    expect(decryptResource({ ...sealed, ciphertext: 'AAAA' }, APIV3_KEY)).toBeNull();
  });
});
