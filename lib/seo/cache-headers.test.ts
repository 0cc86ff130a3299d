import { describe, expect, it } from 'vitest';
import {
  CACHEABLE_DESKTOP_PAGES,
  CACHEABLE_MOBILE_ONLY_PAGES,
  MARKETING_CACHE_CONTROL,
  MARKETING_VARY,
  marketingCacheHeaders,
} from '@/lib/seo/cache-headers.mjs';
import { desktopLoginPaths, mobileLoginPaths, mobilePublicPaths } from '@/lib/routing/route-table';
import { sitemapEntries } from '@/lib/seo/sitemap';

const sources = marketingCacheHeaders().map((entry) => entry.source);

describe('marketing cache headers', () => {
  it('cover every page of the sitemap on desktop and mobile', () => {
    for (const { path } of sitemapEntries()) {
      expect(sources).toContain(path);
      if (mobilePublicPaths.includes(`/mobile${path}` as never)) expect(sources).toContain(`/mobile${path}`);
    }
    expect(sources).toContain('/mobile/index');
  });

  it('name only pages that exist in the route table', () => {
    const mobileOnly = CACHEABLE_MOBILE_ONLY_PAGES.filter((p) => !mobilePublicPaths.includes(p as never));
    expect(mobileOnly).toEqual([]);
    expect(CACHEABLE_DESKTOP_PAGES.filter((p) => p.startsWith('/mobile'))).toEqual([]);
  });

  it('never let a CDN cache login-required or auth pages', () => {
    for (const path of [...desktopLoginPaths, ...mobileLoginPaths, '/login', '/mobile/login', '/register']) {
      expect(sources).not.toContain(path);
    }
  });

  it('let the CDN keep pages an hour, keyed by User-Agent, and browsers revalidate', () => {
    expect(MARKETING_CACHE_CONTROL).toMatch(/\bs-maxage=3600\b/);
    expect(MARKETING_CACHE_CONTROL).toMatch(/\bmax-age=0\b/);
    expect(MARKETING_VARY).toBe('User-Agent');
    for (const entry of marketingCacheHeaders()) {
      expect(entry.headers, entry.source).toEqual([
        { key: 'Cache-Control', value: MARKETING_CACHE_CONTROL },
        { key: 'Vary', value: 'User-Agent' },
      ]);
    }
  });
});
