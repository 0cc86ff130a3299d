import 'server-only';
import { randomBytes } from 'node:crypto';
import { CROCKFORD_ALPHABET } from '../contract';

/** A fresh activation code: 12 Crockford base32 characters, 60 random bits. */
export function newActivationCode(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (byte) => CROCKFORD_ALPHABET[byte & 31]).join('');
}
