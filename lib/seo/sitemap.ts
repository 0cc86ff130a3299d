import { desktopPublicPaths, mobilePublicPaths } from '@/lib/routing/route-table';
import { locales, type Locale } from '@/lib/routing/locale';
import { isNotYetBuilt } from '@/lib/routing/paths';
import { isAuthPage } from '@/lib/routing/return-path';
import { canonicalPath } from './canonical';
import { hreflangLinks } from './hreflang';

/** A page and the locales it exists in (both unless said otherwise, e.g. a news article in one language). */
export interface SitemapEntry {
  path: string;
  locales: readonly Locale[];
}

/**
 * Public pages that belong in a sitemap: the desktop marketing and standalone pages, and the /mobile pages that are
 * their own canonical. Auth pages are left out, and so are the pages still to come.
 */
const excluded = (path: string) => isAuthPage(path) || isNotYetBuilt(path) || isPostPage(path);

/** A forum post's page is listed per post (with its `?id=`), never bare. */
const isPostPage = (path: string) => path.endsWith('/community/detail');

export function sitemapEntries(extra: readonly SitemapEntry[] = []): SitemapEntry[] {
  const pages = [...desktopPublicPaths, ...mobilePublicPaths]
    .filter((path) => !excluded(path) && canonicalPath(path) === path)
    .map((path) => ({ path, locales }));
  return [...pages, ...extra];
}

/** News articles as sitemap entries, each in the locales that have a file for it. */
export function newsEntries(slugsByLocale: Record<Locale, readonly string[]>): SitemapEntry[] {
  const slugs = [...new Set(locales.flatMap((locale) => slugsByLocale[locale]))].sort();
  return slugs.map((slug) => ({
    path: `/news/${slug}`,
    locales: locales.filter((locale) => slugsByLocale[locale].includes(slug)),
  }));
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of one host: its own absolute URLs, each with hreflang alternates on the hosts that have the page. */
export function buildSitemap(
  locale: Locale,
  origins: Record<Locale, string>,
  entries: readonly SitemapEntry[],
): string {
  const urls = entries
    .filter((entry) => entry.locales.includes(locale))
    .map(({ path, locales: available }) => {
      const lines = hreflangLinks(path, available, origins).map(
        ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
      );
      return ['  <url>', `    <loc>${escapeXml(origins[locale] + path)}</loc>`, ...lines, '  </url>'].join(
        '\n',
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
