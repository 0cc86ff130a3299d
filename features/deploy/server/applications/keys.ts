import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// An application's public id and its secret key. The key is stored as its sha256 only: it is high-entropy (192
// bits), so a fast hash is enough, and the database never holds anything that would start a conversation.

/** 'app_' and 128 random bits, url-safe. */
export const newAppId = () => `app_${randomBytes(16).toString('base64url')}`;

/** 'sk_' and 32 base64url characters (192 random bits). */
export const newAppKey = () => `sk_${randomBytes(24).toString('base64url')}`;

export const hashAppKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What the console shows of a key after it was created: 'sk_ab…wxyz'. */
export const appKeyHint = (key: string) => `${key.slice(0, 5)}…${key.slice(-4)}`;

/** Worth a look-up: the shape of a key this platform issues. */
export const looksLikeAppKey = (key: string) => /^sk_[A-Za-z0-9_-]{32}$/.test(key);
