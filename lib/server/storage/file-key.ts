import 'server-only';
import { randomBytes } from 'node:crypto';

const KEY = /^[A-Za-z0-9_-]{32}\.(jpg|png|gif|bmp|pdf|doc|docx)$/;

/** What a key may end with: the checked type of an image or a knowledge document. */
export type FileKeyExtension = 'jpg' | 'png' | 'gif' | 'bmp' | 'pdf' | 'doc' | 'docx';

/**
 * A new storage key: 192 random bits (base64url) and the extension of the checked type. Keys are never reused,
 * which is what lets `/api/files/<key>` be cached as immutable.
 */
export function newFileKey(extension: FileKeyExtension): string {
  return `${randomBytes(24).toString('base64url')}.${extension}`;
}

/** True only for keys `newFileKey` makes: anything else is answered 404 without touching a store. */
export function isFileKey(key: string): boolean {
  return KEY.test(key);
}
