import 'server-only';
import { createHash } from 'node:crypto';

// The app's build names the service worker's cache after the app's files only (scripts/build-offline-app.mjs), so
// a package rebuilt from a changed session with the same app would bring a byte-identical sw.js: the browser would
// keep the old worker and its cache, old session.json included. Each package's sw.js names its cache after its
// session.json too; a new session.json makes a new sw.js, the browser installs it, and its `activate` deletes the
// old cache.

const CACHE_LINE = /const CACHE = '([^'\\]+)';/;

/** The cache name's suffix for a session.json: 16 hex characters of its SHA-256. */
export const sessionTag = (sessionJson: string) =>
  createHash('sha256').update(sessionJson).digest('hex').slice(0, 16);

/** The package's sw.js: the app build's, its cache named after the app and `sessionJson`. */
export function versionServiceWorker(serviceWorker: string, sessionJson: string): string {
  if (!CACHE_LINE.test(serviceWorker))
    throw new Error("the offline app's sw.js has no `const CACHE = '…';` line to version");
  return serviceWorker.replace(
    CACHE_LINE,
    (_line, name: string) => `const CACHE = '${name}-${sessionTag(sessionJson)}';`,
  );
}
