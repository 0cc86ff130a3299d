import type { Locale } from '@/lib/routing/locale';

/** Absolute origins of the two sites, for canonical URLs, hreflang alternates and sitemaps. */
export function siteOrigins(env: Record<string, string | undefined> = process.env): Record<Locale, string> {
  const port = env.PORT || '3000';
  return {
    zh: (env.SITE_ORIGIN_ZH || `http://${env.SITE_ZH_HOST || 'localhost'}:${port}`).replace(/\/+$/, ''),
    en: (env.SITE_ORIGIN_EN || `http://${env.SITE_EN_HOST || 'en.localhost'}:${port}`).replace(/\/+$/, ''),
  };
}
