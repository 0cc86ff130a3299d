import { describe, expect, it } from 'vitest';
import { MARKETING_CACHE_CONTROL, MARKETING_VARY, marketingCacheHeaders } from '@/lib/seo/cache-headers.mjs';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { collectionPublicPaths, communityPaths } from '@/lib/routing/route-data.mjs';
import { isNotYetBuilt } from '@/lib/routing/paths';
import { isAuthPage } from '@/lib/routing/return-path';
import {
  desktopLoginPaths,
  desktopPublicPaths,
  mobileLoginPaths,
  mobilePublicPaths,
} from '@/lib/routing/route-table';
import { sitemapEntries } from '@/lib/seo/sitemap';

const sources = marketingCacheHeaders().map((entry) => entry.source);

/**
 * Rendered per reader, so no shared cache keeps them: the forum (an author sees their posts under review) and the
 * collection mini-site (live package prices, and its header shows whether the reader is signed in).
 */
const perReader = (path: string) =>
  [...communityPaths, ...collectionPublicPaths].some(
    (page) => path === page || path === devicePath(page, 'phone'),
  );

describe('marketing cache headers', () => {
  it('cover every page of the sitemap on desktop and mobile', () => {
    for (const { path } of sitemapEntries().filter((entry) => !perReader(entry.path))) {
      expect(sources).toContain(path);
      const twin = devicePath(path, 'phone');
      if (mobilePublicPaths.includes(twin)) expect(sources).toContain(twin);
    }
    expect(sources).toContain('/mobile/index');
  });

  it('cover exactly the public pages built so far, but the auth pages, and the news articles', () => {
    const built = [...desktopPublicPaths, ...mobilePublicPaths].filter(
      (p) => !isAuthPage(p) && !isNotYetBuilt(p) && !perReader(p),
    );
    expect([...sources].sort()).toEqual(
      [
        ...built,
        '/news/:x',
        '/mobile/news/:x',
        '/doc/:x',
        '/mobile/doc/:x',
        '/doc/api/:x',
        '/mobile/doc/api/:x',
      ].sort(),
    );
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
