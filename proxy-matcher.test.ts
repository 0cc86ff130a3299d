import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/proxy';

// Next's matcher helper reads request storage that only Next's server sets up.
type Matcher = (typeof import('next/experimental/testing/server'))['unstable_doesMiddlewareMatch'];
let matches: Matcher;
beforeAll(async () => {
  (globalThis as Record<string, unknown>).AsyncLocalStorage = AsyncLocalStorage;
  matches = (await import('next/experimental/testing/server')).unstable_doesMiddlewareMatch;
});

describe('the proxy matcher', () => {
  it.each(['/', '/pricing', '/mobile/index', '/apiFoo', '/_nextish', '/p/a.b/c', '/news/v1.2/notes'])(
    'runs the proxy for the page path %s',
    (url) => expect(matches({ config, url })).toBe(true),
  );

  it.each([
    '/api',
    '/api/sys-api/login',
    '/_next/static/chunks/a.js',
    '/favicon.svg',
    '/config.json',
    '/robots.txt',
  ])('skips %s', (url) => expect(matches({ config, url })).toBe(false));
});
