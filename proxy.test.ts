import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';

const SECRET = 'unit-test-session-secret-0123456789abcdef';
let proxy: (typeof import('@/proxy'))['proxy'];

beforeAll(async () => {
  process.env.SESSION_SECRET = SECRET;
  ({ proxy } = await import('@/proxy'));
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const request = (url: string, headers: Record<string, string> = {}) => new NextRequest(url, { headers });
const rewrittenTo = (response: Response) =>
  new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname;

describe('proxy (the dispatcher over lib/routing)', () => {
  it('rewrites to the locale of the host, honouring X-Forwarded-Host', async () => {
    expect(rewrittenTo(await proxy(request('http://localhost:3000/pricing')))).toBe('/zh/pricing');
    expect(
      rewrittenTo(await proxy(request('http://en.localhost:3000/pricing', { host: 'en.localhost:3000' }))),
    ).toBe('/en/pricing');
    const forwarded = request('http://internal:3000/pricing', { 'x-forwarded-host': 'en.localhost' });
    expect(rewrittenTo(await proxy(forwarded))).toBe('/en/pricing');
  });

  it('redirects a phone to the /mobile twin with 307 and varies on the user agent', async () => {
    const response = await proxy(request('http://localhost:3000/pricing?a=1', { 'user-agent': IPHONE }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/mobile/pricing?a=1');
    expect(response.headers.get('vary')).toContain('User-Agent');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await proxy(request('http://localhost:3000/no-such-page'));
    expect(response.status).toBe(404);
    expect(rewrittenTo(response)).toBe('/zh/404');
  });

  it('sends /developers to the forum (routes.md: /developers → /community)', async () => {
    const response = await proxy(request('http://localhost:3000/developers'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/community');
  });

  it('sends /collection to the collection mini-site’s home', async () => {
    const response = await proxy(request('http://localhost:3000/collection'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/collection/home');
  });

  it('lets a valid sealed session through the login guard and refuses a forged one', async () => {
    const sealed = await sealData({ token: 't-1' }, { password: SECRET, ttl: 3600 });
    const ok = await proxy(request('http://localhost:3000/dashboard', { cookie: `dh_session=${sealed}` }));
    expect(rewrittenTo(ok)).toBe('/zh/dashboard');
    const forged = await proxy(request('http://localhost:3000/dashboard', { cookie: 'dh_session=forged' }));
    expect(forged.headers.get('location')).toBe('http://localhost:3000/login?redirect=%2Fdashboard');
  });

  it('is not swayed by x-middleware-subrequest', async () => {
    const response = await proxy(
      request('http://localhost:3000/dashboard', {
        'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
      }),
    );
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?redirect=%2Fdashboard');
  });

  it('renders the console in the language of the dh_lang cookie, public pages in the host language', async () => {
    const sealed = await sealData({ token: 't-1' }, { password: SECRET, ttl: 3600 });
    const cookie = `dh_session=${sealed}; dh_lang=en`;
    expect(rewrittenTo(await proxy(request('http://localhost:3000/dashboard', { cookie })))).toBe(
      '/en/dashboard',
    );
    expect(
      rewrittenTo(
        await proxy(request('http://localhost:3000/login?redirect=%2Fx', { cookie: 'dh_lang=en' })),
      ),
    ).toBe('/en/login');
    expect(rewrittenTo(await proxy(request('http://localhost:3000/pricing', { cookie })))).toBe(
      '/zh/pricing',
    );
  });
});
