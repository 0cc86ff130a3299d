import type { Metadata } from 'next';
import type { Locale } from '@/lib/routing/locale';
import { siteOrigins } from './site-origins';

interface PageMetadataInput {
  locale: Locale;
  /** The visitor's path, e.g. `/pricing` or `/mobile/pricing`. */
  path: string;
  title: string;
  description: string;
  /** Defaults to the brand name of the locale. */
  siteName?: string;
}

/**
 * Title, description, canonical URL, hreflang alternates across the zh and en hosts, and Open Graph data for one
 * page in one locale. Mobile pages name their desktop twin as canonical where it exists (pass `canonicalPath`).
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  siteName,
  canonicalPath = path,
}: PageMetadataInput & { canonicalPath?: string }): Metadata {
  const origins = siteOrigins();
  const url = `${origins[locale]}${canonicalPath}`;
  return {
    title,
    description,
    metadataBase: new URL(origins[locale]),
    alternates: {
      canonical: url,
      languages: {
        'zh-CN': `${origins.zh}${canonicalPath}`,
        en: `${origins.en}${canonicalPath}`,
        'x-default': `${origins.zh}${canonicalPath}`,
      },
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: siteName ?? (locale === 'zh' ? '数字人开放平台' : 'Digital Human Platform'),
      locale: locale === 'zh' ? 'zh_CN' : 'en_US',
      alternateLocale: locale === 'zh' ? ['en_US'] : ['zh_CN'],
    },
    twitter: { card: 'summary', title, description },
  };
}
