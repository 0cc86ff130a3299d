import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageMetadata } from '@/lib/seo/page-metadata';

const ZH = 'https://www.example.cn';
const EN = 'https://en.example.com';

beforeEach(() => {
  vi.stubEnv('SITE_ORIGIN_ZH', ZH);
  vi.stubEnv('SITE_ORIGIN_EN', EN);
});
afterEach(() => vi.unstubAllEnvs());

const page = (path: string, extra: Partial<Parameters<typeof pageMetadata>[0]> = {}) =>
  pageMetadata({ locale: 'en', path, title: 'T', description: 'D', ...extra });

describe('pageMetadata', () => {
  it('names both hosts and x-default for a page in both languages', () => {
    expect(page('/pricing').alternates).toEqual({
      canonical: `${EN}/pricing`,
      languages: { 'zh-CN': `${ZH}/pricing`, en: `${EN}/pricing`, 'x-default': `${ZH}/pricing` },
    });
  });

  it('lists no alternate for a news article that exists in one language only', () => {
    const metadata = page('/news/en-only', { locales: ['en'] });
    expect(metadata.alternates).toEqual({ canonical: `${EN}/news/en-only`, languages: {} });
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: [] });
  });

  it('points a mobile twin at its desktop page, and mobile-only pages at themselves', () => {
    expect(page('/mobile/pricing').alternates?.canonical).toBe(`${EN}/pricing`);
    expect(page('/mobile/news/launch').alternates?.canonical).toBe(`${EN}/news/launch`);
    for (const path of [
      '/mobile/index',
      '/mobile/education',
      '/mobile/bankFitness',
      '/mobile/digitalHuman3',
      '/mobile/digitalHuman/how-it-works',
    ]) {
      expect(page(path).alternates?.canonical, path).toBe(`${EN}${path}`);
      expect(page(path).alternates?.languages, path).toMatchObject({ 'zh-CN': `${ZH}${path}` });
    }
    expect(page('/mobile/retail').alternates?.canonical).toBe(`${EN}/mobile/bankFitness`);
  });

  it("carries the locale's PNG share card and the canonical URL in Open Graph", () => {
    const zh = pageMetadata({ locale: 'zh', path: '/mobile/aboutUs', title: '关于', description: '说明' });
    expect(zh.openGraph).toMatchObject({
      url: `${ZH}/aboutUs`,
      title: '关于',
      description: '说明',
      locale: 'zh_CN',
      alternateLocale: ['en_US'],
      images: [{ url: `${ZH}/og/zh.png`, width: 1200, height: 630, type: 'image/png' }],
    });
    expect(zh.twitter).toMatchObject({ card: 'summary_large_image', images: [`${ZH}/og/zh.png`] });
  });
});
