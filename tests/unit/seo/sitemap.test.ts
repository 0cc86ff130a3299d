import { describe, expect, it } from 'vitest';
import { buildSitemap, newsEntries, sitemapEntries } from '@/lib/seo/sitemap';

const origins = { zh: 'https://www.example.cn', en: 'https://en.example.com' };
const paths = () => sitemapEntries().map((entry) => entry.path);

describe('sitemapEntries', () => {
  it('lists the marketing and standalone pages in both languages', () => {
    for (const path of ['/pricing', '/aboutUs', '/contactUs', '/privacy', '/localHuman', '/download']) {
      expect(paths()).toContain(path);
    }
    expect(sitemapEntries().every((entry) => entry.locales.length === 2)).toBe(true);
  });

  it('leaves out auth, login-required, runtime, mobile and not-yet-built areas', () => {
    for (const path of ['/login', '/register', '/reset', '/dashboard', '/community', '/collection/home']) {
      expect(paths()).not.toContain(path);
    }
    expect(paths().some((p) => p.startsWith('/mobile') || p.startsWith('/preview'))).toBe(false);
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
  it("gives each page the asking host's absolute URL with hreflang alternates on both hosts", () => {
    const xml = buildSitemap('en', origins, [{ path: '/pricing', locales: ['zh', 'en'] }]);
    expect(xml).toContain('<loc>https://en.example.com/pricing</loc>');
    expect(xml).toContain('hreflang="zh-CN" href="https://www.example.cn/pricing"');
    expect(xml).toContain('hreflang="en" href="https://en.example.com/pricing"');
    expect(xml).toContain('hreflang="x-default" href="https://www.example.cn/pricing"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('uses the Chinese host for the zh sitemap and escapes XML', () => {
    const xml = buildSitemap('zh', origins, [{ path: '/news/a&b', locales: ['zh', 'en'] }]);
    expect(xml).toContain('<loc>https://www.example.cn/news/a&amp;b</loc>');
    expect(xml).not.toContain('<loc>https://en.example.com');
  });

  it('leaves a page out of the other host and without alternates when only one language has it', () => {
    const entries = newsEntries({ zh: ['zh-only'], en: [] });
    expect(buildSitemap('en', origins, entries)).not.toContain('zh-only');
    const zhXml = buildSitemap('zh', origins, entries);
    expect(zhXml).toContain('<loc>https://www.example.cn/news/zh-only</loc>');
    expect(zhXml).not.toContain('hreflang');
  });

  it('has one <url> per page', () => {
    const xml = buildSitemap('zh', origins, sitemapEntries());
    expect(xml.match(/<url>/g)).toHaveLength(sitemapEntries().length);
  });
});
