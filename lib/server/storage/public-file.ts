import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { withoutBasePath } from '@/lib/config/base-path';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { isFileKey } from './file-key';
import { fileStore } from './store';
import { storedFiles } from './tables';

// next.config's API Content-Security-Policy (`default-src 'none'`) covers a file opened on its own as a document.
const SHARED_HEADERS = { 'x-content-type-options': 'nosniff' };

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...SHARED_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

// `/files/<key>` is the configured development store's base (lib/config/defaults.json, spec §9): next.config.mjs
// rewrites it here, and the handler may see either path (with or without the base path) depending on the runtime.
const FILES_PREFIXES = ['/api/files/', '/files/'];

/** The storage key a `/api/files/<key>` or `/files/<key>` URL names (decoded); '' when it names none (404). */
export function fileKeyOfUrl(url: string): string {
  const pathname = withoutBasePath(new URL(url).pathname);
  const prefix = FILES_PREFIXES.find((candidate) => pathname.startsWith(candidate));
  if (!prefix) return '';
  try {
    return pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return '';
  }
}

/**
 * `GET /api/files/<key>`: the bytes under their checked type. Public on purpose (share links show backgrounds to
 * visitors); a key is 192 random bits and never reused, so the answer may be cached for good.
 */
export async function publicFileResponse(db: Db, key: string): Promise<Response> {
  if (!isFileKey(key)) return notFound();
  const [row] = await db
    .select({ mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), isNull(storedFiles.deletedAt)));
  if (!row) return notFound();
  const stored = await fileStore().get(key);
  if (!stored) {
    log.warn({ key }, 'stored file row without bytes');
    return notFound();
  }
  const headers: Record<string, string> = {
    ...SHARED_HEADERS,
    'content-type': row.mimeType,
    'content-disposition': 'inline',
    'cache-control': 'public, max-age=31536000, immutable',
  };
  if (stored.size !== null) headers['content-length'] = String(stored.size);
  return new Response(stored.body, { status: 200, headers });
}
