import { describe, expect, it } from 'vitest';
import { mobilePublicPaths } from '@/lib/routing/route-table';
import { canonicalPath } from '@/lib/seo/canonical';
import { buildSitemap, newsEntries, sitemapEntries } from '@/lib/seo/sitemap';

const origins = { zh: 'https://www.example.cn', en: 'https://en.example.com' };
const paths = () => sitemapEntries().map((entry) => entry.path);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

const MOBILE_ONLY = [
  '/mobile/index',
  '/mobile/digitalHuman3',
  '/mobile/digitalHuman/how-it-works',
  '/mobile/education',
  '/mobile/bankFitness',
];

describe('sitemapEntries', () => {
  it('lists the marketing and standalone pages in both languages', () => {
    for (const path of ['/pricing', '/aboutUs', '/contactUs', '/privacy', '/localHuman', '/download']) {
      expect(paths()).toContain(path);
    }
    expect(sitemapEntries().every((entry) => entry.locales.length === 2)).toBe(true);
  });

  it('lists the mobile pages that are their own canonical, and no mobile twin of a desktop page', () => {
    const mobile = paths().filter((p) => p.startsWith('/mobile'));
    expect(mobile.sort()).toEqual([...MOBILE_ONLY].sort());
    const selfCanonical = mobilePublicPaths.filter(
      (p) => canonicalPath(p) === p && !/\/(login|register|reset)$/.test(p),
    );
    expect(mobile.sort()).toEqual([...selfCanonical].sort());
  });

  it('names only URLs that are their own canonical', () => {
    for (const path of paths()) expect(canonicalPath(path), path).toBe(path);
  });

  it('leaves out auth, login-required, runtime and not-yet-built areas', () => {
    for (const path of [
      '/login',
      '/register',
      '/reset',
      '/mobile/login',
      '/dashboard',
      '/mobile/personas/create',
      '/community/detail',
      '/collection/order',
      '/collection/my',
      '/collection/conversation',
    ]) {
      expect(paths()).not.toContain(path);
    }
    expect(paths().some((p) => p.startsWith('/preview') || p.startsWith('/mobile/preview'))).toBe(false);
  });

  it('lists the collection mini-site’s public pages', () => {
    expect(paths()).toEqual(
      expect.arrayContaining(['/collection/home', '/collection/subscribe', '/collection/contactUs']),
    );
  });
});

describe('newsEntries', () => {
  it('gives each article the locales that have a file for it', () => {
    expect(newsEntries({ zh: ['launch', 'zh-only'], en: ['launch'] })).toEqual([
      { path: '/news/launch', locales: ['zh', 'en'] },
      { path: '/news/zh-only', locales: ['zh'] },
    ]);
  });
});

describe('buildSitemap', () => {
  const entries = sitemapEntries(newsEntries({ zh: ['launch', 'zh-only'], en: ['launch'] }));

  it.each([
    ['zh', origins.zh, origins.en],
    ['en', origins.en, origins.zh],
  ] as const)(
    'on the %s host lists its own absolute URLs, mobile-only pages included',
    (locale, own, other) => {
      const xml = buildSitemap(locale, origins, entries);
      const urls = locs(xml);
      expect(urls.every((url) => url.startsWith(`${own}/`))).toBe(true);
      expect(urls.some((url) => url.startsWith(other))).toBe(false);
      for (const path of ['/pricing', '/news/launch', ...MOBILE_ONLY]) expect(urls).toContain(own + path);
      expect(urls).not.toContain(`${own}/mobile/pricing`);
      expect(urls).not.toContain(`${own}/mobile/retail`);
      expect(xml).toContain(`hreflang="zh-CN" href="${origins.zh}/mobile/education"`);
      expect(xml).toContain(`hreflang="en" href="${origins.en}/mobile/education"`);
      expect(xml).toContain(`hreflang="x-default" href="${origins.zh}/mobile/index"`);
    },
  );

  it('keeps a one-language article off the other host and without alternates', () => {
    expect(locs(buildSitemap('en', origins, entries))).not.toContain(`${origins.en}/news/zh-only`);
    const zh = buildSitemap('zh', origins, newsEntries({ zh: ['zh-only'], en: [] }));
    expect(zh).toContain(`<loc>${origins.zh}/news/zh-only</loc>`);
    expect(zh).not.toContain('hreflang');
  });

  it('escapes XML and starts with the XML declaration', () => {
    const xml = buildSitemap('zh', origins, [{ path: '/news/a&b', locales: ['zh', 'en'] }]);
    expect(xml).toContain(`<loc>${origins.zh}/news/a&amp;b</loc>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('has one <url> per page', () => {
    const xml = buildSitemap('zh', origins, sitemapEntries());
    expect(xml.match(/<url>/g)).toHaveLength(sitemapEntries().length);
  });
});
