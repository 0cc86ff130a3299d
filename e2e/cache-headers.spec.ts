import { expect, test } from '@playwright/test';
import { MARKETING_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL } from '@/lib/seo/cache-headers.mjs';
import { UA, ZH } from './support/hosts';

// What a CDN in front of the site sees: marketing pages may be cached for an hour, but only per User-Agent, since
// the proxy sends phones and desktops to different pages under the same URL.
const varyOf = (headers: Record<string, string>) =>
  (headers.vary ?? '').split(',').map((entry) => entry.trim().toLowerCase());

for (const [device, userAgent, path] of [
  ['desktop', UA.desktop, '/pricing'],
  ['phone', UA.iPhone, '/mobile/pricing'],
  ['phone', UA.iPhone, '/mobile/index'],
] as const) {
  test(`${path} for a ${device} is cacheable per User-Agent`, async ({ request }) => {
    const response = await request.get(ZH + path, { maxRedirects: 0, headers: { 'user-agent': userAgent } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(MARKETING_CACHE_CONTROL);
    expect(varyOf(response.headers())).toContain('user-agent');
    // Next.js's own entries keep the HTML and its RSC payload apart in the cache.
    expect(varyOf(response.headers())).toContain('rsc');
  });
}

test('the device redirect varies by User-Agent and the layout cookie', async ({ request }) => {
  const response = await request.get(`${ZH}/pricing`, {
    maxRedirects: 0,
    headers: { 'user-agent': UA.iPhone },
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/mobile/pricing');
  expect(varyOf(response.headers())).toEqual(expect.arrayContaining(['user-agent', 'cookie']));
});

test('login-required pages carry no shared-cache permission', async ({ request }) => {
  const response = await request.get(`${ZH}/mobile/login`, { headers: { 'user-agent': UA.iPhone } });
  expect(response.headers()['cache-control'] ?? '').not.toContain('s-maxage=3600');
});

test('a 404 page may be cached only briefly, and per device', async ({ request }) => {
  for (const userAgent of [UA.desktop, UA.iPhone]) {
    const response = await request.get(`${ZH}/no-such-page`, { headers: { 'user-agent': userAgent } });
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(varyOf(response.headers())).toEqual(expect.arrayContaining(['user-agent', 'cookie']));
  }
});
