import 'server-only';
import { randomBytes } from 'node:crypto';

/** Extensions of checked types: uploaded images, knowledge documents, spreadsheets (imports, failures files), and
 * offline packages (zips the server built). */
const EXTENSIONS = ['jpg', 'png', 'gif', 'bmp', 'pdf', 'doc', 'docx', 'xlsx', 'csv', 'zip'] as const;
export type FileKeyExtension = (typeof EXTENSIONS)[number];
const KEY = new RegExp(`^[A-Za-z0-9_-]{32}\\.(${EXTENSIONS.join('|')})$`);

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
