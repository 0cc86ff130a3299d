import { AsyncLocalStorage } from 'node:async_hooks';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/proxy';

// A build with BASE_PATH=/dh (spec §2): Next hands the proxy the path inside the app and the prefix apart.
const nextConfig = { basePath: '/dh' };
let proxy: (typeof import('@/proxy'))['proxy'];
type Matcher = (typeof import('next/experimental/testing/server'))['unstable_doesMiddlewareMatch'];
let matches: Matcher;

beforeAll(async () => {
  process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';
  ({ proxy } = await import('@/proxy'));
  (globalThis as Record<string, unknown>).AsyncLocalStorage = AsyncLocalStorage;
  matches = (await import('next/experimental/testing/server')).unstable_doesMiddlewareMatch;
});

const request = (url: string) => new NextRequest(url, { nextConfig });

describe('the proxy under a base path', () => {
  it.each(['/dh', '/dh/', '/dh/pricing', '/dh/login', '/dh/p/abc'])('runs for the page path %s', (url) =>
    expect(matches({ config, url, nextConfig })).toBe(true),
  );

  it.each(['/dh/api/sys-api/login', '/dh/config.json', '/dh/_next/static/a.js', '/pricing'])(
    'skips %s',
    (url) => expect(matches({ config, url, nextConfig })).toBe(false),
  );

  it('rewrites pages to their locale page, keeping the prefix that Next takes off again', async () => {
    for (const [path, page] of [
      ['/dh/login', '/dh/zh/login'],
      ['/dh/pricing', '/dh/zh/pricing'],
    ]) {
      const response = await proxy(request(`http://localhost:3000${path}`));
      expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname, path).toBe(page);
    }
  });

  it('sends the prefix root to the home page under the prefix', async () => {
    const response = await proxy(request('http://localhost:3000/dh'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/dh/index');
  });

  it('keeps the prefix on its redirects: the login guard and the fixed redirects', async () => {
    const guarded = await proxy(request('http://localhost:3000/dh/dashboard?tab=1'));
    expect(guarded.status).toBe(307);
    const login = new URL(guarded.headers.get('location') ?? '');
    expect(login.pathname).toBe('/dh/login');
    // The page the visitor wanted, as the app names it: the login page navigates there with the router.
    expect(login.searchParams.get('redirect')).toBe('/dashboard?tab=1');

    const fixed = await proxy(request('http://localhost:3000/dh/developers'));
    expect(new URL(fixed.headers.get('location') ?? '').pathname).toBe('/dh/community');
  });
});
