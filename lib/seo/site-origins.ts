import { BASE_PATH } from '@/lib/config/base-path';
import type { Locale } from '@/lib/routing/locale';

/** Absolute origins of the two sites, for canonical URLs, hreflang alternates and sitemaps. */
export function siteOrigins(env: Record<string, string | undefined> = process.env): Record<Locale, string> {
  const port = env.PORT || '3000';
  return {
    zh: (env.SITE_ORIGIN_ZH || `http://${env.SITE_ZH_HOST || 'localhost'}:${port}`).replace(/\/+$/, ''),
    en: (env.SITE_ORIGIN_EN || `http://${env.SITE_EN_HOST || 'en.localhost'}:${port}`).replace(/\/+$/, ''),
  };
}

/**
 * Where each site's pages start: its origin and the build's base path (`http://localhost:3000/dh`; the origin alone
 * by default). Absolute links (canonical, sitemap, mails, return URLs) are `root + path`; origin checks keep origins.
 */
export function siteRoots(
  env: Record<string, string | undefined> = process.env,
  basePath: string = BASE_PATH,
): Record<Locale, string> {
  const origins = siteOrigins(env);
  return { zh: origins.zh + basePath, en: origins.en + basePath };
}
