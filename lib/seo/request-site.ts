import { serverConfig } from '@/lib/config/server-config';
import { localeFromHost, type Locale } from '@/lib/routing/locale';
import { siteOrigins, siteRoots } from './site-origins';

/** The locale and absolute origin of the host a request came to (the CDN's forwarded host wins). */
export function requestSite(headers: Headers): {
  locale: Locale;
  origin: string;
  origins: Record<Locale, string>;
  /** Where each site's pages start: origin and base path (lib/seo/site-origins.ts). */
  roots: Record<Locale, string>;
} {
  const locale = localeFromHost(
    headers.get('host'),
    headers.get('x-forwarded-host'),
    serverConfig().siteEnHost,
  );
  const origins = siteOrigins();
  return { locale, origin: origins[locale], origins, roots: siteRoots() };
}
