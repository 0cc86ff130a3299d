import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/routing/locale';

/**
 * The locale of a page or layout below `[locale]`, narrowed once: Next types the segment as any string, and only
 * the proxy's rewrite decides which one arrives, so anything else is no page of this site.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** pageLocale(), also handed to next-intl's server functions, which keeps the page statically renderable. */
export async function setPageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return locale;
}
