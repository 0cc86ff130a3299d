import type { Metadata } from 'next';
import { locales as allLocales, type Locale } from '@/lib/routing/locale';
import { canonicalPath as canonicalOf } from './canonical';
import { hreflangLinks } from './hreflang';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image-path';
import { siteRoots } from './site-origins';

interface PageMetadataInput {
  locale: Locale;
  /** The visitor's path, e.g. `/pricing` or `/mobile/pricing`. */
  path: string;
  title: string;
  description: string;
  /** The languages the page exists in (both unless said otherwise: a news article may have one). */
  locales?: readonly Locale[];
  /** Overrides lib/seo/canonical.ts; rarely needed. */
  canonicalPath?: string;
}

const SITE_NAME: Record<Locale, string> = { zh: '数字人开放平台', en: 'Digital Human Platform' };
const OG_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

/**
 * Title, description, canonical URL, hreflang alternates across the zh and en hosts (only to languages that have
 * the page), and Open Graph data with the locale's share card, for one page in one locale.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  locales = allLocales,
  canonicalPath = canonicalOf(path),
}: PageMetadataInput): Metadata {
  const origins = siteRoots();
  const url = `${origins[locale]}${canonicalPath}`;
  const image = {
    url: `${origins[locale]}${ogImagePath(locale)}`,
    ...OG_IMAGE_SIZE,
    alt: SITE_NAME[locale],
    type: 'image/png',
  };
  return {
    title,
    description,
    metadataBase: new URL(origins[locale]),
    alternates: {
      canonical: url,
      languages: Object.fromEntries(hreflangLinks(canonicalPath, locales, origins)),
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: SITE_NAME[locale],
      locale: OG_LOCALE[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}
