import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionTag, versionServiceWorker } from './service-worker';

// The app's sw.js as the build writes it: the template with the app's hash and file list filled in.
const built = readFileSync('features/offline/package-app/static/sw.template.js', 'utf8')
  .replace('__BUILD__', '0123456789abcdef')
  .replace('__FILES__', JSON.stringify(['index.html', 'session.json']));

const cacheOf = (sw: string) => /const CACHE = '([^']+)';/.exec(sw)?.[1];

describe("the package's service worker", () => {
  it('names its cache after the app and the session, so a rebuilt package replaces the cache', () => {
    const first = versionServiceWorker(built, JSON.stringify({ version: 1, name: 'Lobby' }));
    const rebuilt = versionServiceWorker(built, JSON.stringify({ version: 2, name: 'Lobby' }));
    expect(cacheOf(first)).toBe(`dh-offline-0123456789abcdef-${sessionTag('{"version":1,"name":"Lobby"}')}`);
    expect(cacheOf(rebuilt)).not.toBe(cacheOf(first));
    // Only the cache line changes: the worker that deletes every other cache on activate is the same.
    expect(rebuilt.replace(cacheOf(rebuilt)!, '')).toBe(first.replace(cacheOf(first)!, ''));
    expect(first).toContain('keys.filter((key) => key !== CACHE)');
  });

  it('gives the same worker for the same session (a browser keeps its cache)', () => {
    const session = JSON.stringify({ version: 3 });
    expect(versionServiceWorker(built, session)).toBe(versionServiceWorker(built, session));
  });

  it('refuses a worker it cannot version rather than ship one that keeps a stale cache', () => {
    expect(() => versionServiceWorker('self.addEventListener("fetch", () => {});', '{}')).toThrow(/CACHE/);
  });
});
