import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locale';
import { pageMetadata } from './page-metadata';

/** Namespaces whose `meta.title` and `meta.description` describe one page (the route table names them per page). */
export type PageMetaNamespace = {
  [N in keyof Messages]: Messages[N] extends { meta: { title: string; description: string } } ? N : never;
}[keyof Messages];

/** pageMetadata() of a page whose title and description live in its message namespace. */
export async function localizedPageMetadata(
  locale: Locale,
  namespace: PageMetaNamespace,
  path: string,
  { noIndex = false }: { noIndex?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const metadata = pageMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
  // Pages behind a login are kept out of search results.
  return noIndex ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
