import type { Locale } from '@/lib/routing/locale';

const HREFLANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/**
 * hreflang alternates of one page: one link per language that has the page, plus x-default (the Chinese site)
 * when there is a choice. A page in one language only gets none: an alternate must never point at a missing page.
 */
export function hreflangLinks(
  path: string,
  available: readonly Locale[],
  origins: Record<Locale, string>,
): [hreflang: string, url: string][] {
  if (available.length < 2) return [];
  const links: [string, string][] = available.map((locale) => [HREFLANG[locale], origins[locale] + path]);
  if (available.includes('zh')) links.push(['x-default', origins.zh + path]);
  return links;
}
