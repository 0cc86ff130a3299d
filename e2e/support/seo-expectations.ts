import { expect } from '@playwright/test';
import { canonicalPath } from '@/lib/seo/canonical';
import { EN, ZH } from './hosts';
import { HAN } from './page-checks';
import type { SeoReport } from './seo-checks';

/** Pages of the auth layout: their head is complete, but the organization data belongs to the site layouts. */
const WITHOUT_ORGANIZATION = new Set(['/login', '/register', '/reset']);

/**
 * Soft expectations on one page's head in one locale: title and description in the host's language, canonical and
 * Open Graph URL on that host, hreflang alternates on both hosts, and the organization's structured data.
 */
export function expectSeo(seo: SeoReport, path: string, lang: 'zh' | 'en') {
  const site = lang === 'zh' ? ZH : EN;
  const canonical = canonicalPath(path);
  const inLanguage = (text: string | null, what: string) => {
    expect.soft(text?.trim(), `${lang} ${what}`).toBeTruthy();
    if (lang === 'zh') expect.soft(text ?? '', `${lang} ${what} is Chinese`).toMatch(HAN);
    else expect.soft(text ?? '', `${lang} ${what} is English`).not.toMatch(HAN);
  };
  inLanguage(seo.title, 'title');
  inLanguage(seo.description, 'meta description');
  inLanguage(seo.og.title, 'og:title');
  inLanguage(seo.og.description, 'og:description');

  expect.soft(seo.canonical, `${lang} canonical`).toBe(site + canonical);
  expect.soft(seo.og.url, `${lang} og:url`).toBe(site + canonical);
  expect.soft(seo.og.image, `${lang} og:image`).toBe(`${site}/og/${lang}.png`);

  const { 'x-default': xDefault, ...languages } = seo.alternates;
  expect.soft(languages, `${lang} hreflang`).toEqual({ 'zh-CN': ZH + canonical, en: EN + canonical });
  if (xDefault !== undefined) expect.soft(xDefault, `${lang} x-default`).toBe(ZH + canonical);

  if (WITHOUT_ORGANIZATION.has(path)) return;
  const organizations = seo.jsonLd.filter(
    (data) => (data as { '@type'?: string } | null)?.['@type'] === 'Organization',
  );
  expect
    .soft(
      seo.jsonLd.filter((data) => 'parseError' in (data as object)),
      `${lang} JSON-LD parses`,
    )
    .toEqual([]);
  expect.soft(organizations, `${lang} one Organization`).toHaveLength(1);
  expect.soft(organizations[0], `${lang} Organization`).toMatchObject({
    '@context': 'https://schema.org',
    url: `${site}/`,
    logo: `${site}/logo.png`,
  });
}
