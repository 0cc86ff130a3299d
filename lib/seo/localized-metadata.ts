import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locale';
import { pageMetadata } from './page-metadata';

/** Namespaces whose `meta.title` and `meta.description` describe one page. */
export type PageMetaNamespace =
  'About' | 'Contact' | 'Privacy' | 'LocalHuman' | 'Download' | 'Companion' | 'MobileHome' | 'PersonasCreate';

interface Input {
  locale: string;
  namespace: PageMetaNamespace;
  path: string;
  /** The desktop twin of a mobile page. */
  canonicalPath?: string;
  /** Pages behind a login are kept out of search results. */
  noIndex?: boolean;
}

/** pageMetadata() with the title and description taken from the page's message namespace. */
export async function localizedPageMetadata({
  locale,
  namespace,
  path,
  canonicalPath,
  noIndex,
}: Input): Promise<Metadata> {
  const t = await getTranslations({ locale: locale as Locale, namespace });
  const metadata = pageMetadata({
    locale: locale as Locale,
    path,
    canonicalPath,
    title: t('meta.title'),
    description: t('meta.description'),
  });
  return noIndex ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
