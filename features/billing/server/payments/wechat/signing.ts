import 'server-only';
import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

// WeChat Pay API v3's cryptography, on node's crypto (see the README for why no SDK): requests signed
// WECHATPAY2-SHA256-RSA2048 with the merchant's key; answers and notifications signed by the platform's key over
// "timestamp\nnonce\nbody\n"; a notification's `resource` sealed with AES-256-GCM under the APIv3 key.

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** Older signed messages are refused: a captured notification cannot be played again later. */
export const MAX_SKEW_SECONDS = 5 * 60;

export const nonce = () => randomBytes(16).toString('hex').toUpperCase();

export function rsaSign(message: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function rsaVerify(message: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The request's signed message: "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n", URL being the path with its query. */
export const requestMessage = (
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonceStr: string,
  body: string,
) => `${method}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`;

/** The answer's and the notification's signed message. */
export const responseMessage = (timestamp: string, nonceStr: string, body: string) =>
  `${timestamp}\n${nonceStr}\n${body}\n`;

export interface MerchantKey {
  mchid: string;
  serialNo: string;
  privateKey: string;
}

/** The `Authorization` header of one merchant request. */
export function authorization(
  merchant: MerchantKey,
  method: string,
  pathWithQuery: string,
  body: string,
  now = new Date(),
): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonceStr = nonce();
  const signature = rsaSign(
    requestMessage(method, pathWithQuery, timestamp, nonceStr, body),
    merchant.privateKey,
  );
  return `${AUTH_SCHEMA} mchid="${merchant.mchid}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The fields of an `Authorization` header, or null when it is not WeChat Pay's schema. */
export function parseAuthorization(header: string | null): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g))
    fields[match[1]!] = match[2]!;
  return fields;
}

export interface SignedHeaders {
  timestamp: string | null;
  nonce: string | null;
  signature: string | null;
  serial: string | null;
}

export const signedHeaders = (headers: Headers): SignedHeaders => ({
  timestamp: headers.get('wechatpay-timestamp'),
  nonce: headers.get('wechatpay-nonce'),
  signature: headers.get('wechatpay-signature'),
  serial: headers.get('wechatpay-serial'),
});

export type SignatureCheck = 'valid' | 'forged' | 'stale';

/** Checks an answer or a notification from the platform: its serial, its signature, and that it is recent. */
export function checkPlatformSignature(
  signed: SignedHeaders,
  body: string,
  platform: { publicKey: string; serial: string },
  now = new Date(),
): SignatureCheck {
  const { timestamp, nonce: nonceStr, signature, serial } = signed;
  if (!timestamp || !nonceStr || !signature || serial !== platform.serial || !/^\d{1,12}$/.test(timestamp))
    return 'forged';
  if (!rsaVerify(responseMessage(timestamp, nonceStr, body), signature, platform.publicKey)) return 'forged';
  // Checked after the signature: an attacker cannot make a forged message look merely stale.
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return 'stale';
  return 'valid';
}

/** The headers the platform (here: the sandbox) signs an answer or a notification with. */
export function platformHeaders(
  body: string,
  platform: { privateKey: string; serial: string },
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonceStr = nonce();
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonceStr,
    'wechatpay-serial': platform.serial,
    'wechatpay-signature': rsaSign(responseMessage(timestamp, nonceStr, body), platform.privateKey),
  };
}

export interface SealedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
}

/** Opens a notification's resource; null when the key, nonce, associated data or ciphertext do not match. */
export function decryptResource(
  resource: { ciphertext: string; associated_data?: string; nonce: string },
  apiV3Key: string,
): string | null {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** Seals a resource as the platform does: base64(ciphertext ‖ 16-byte tag), a 12-character nonce. */
export function encryptResource(
  plain: string,
  apiV3Key: string,
  associatedData: string,
  originalType: string,
): SealedResource {
  const nonceStr = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceStr, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce: nonceStr,
    original_type: originalType,
  };
}
