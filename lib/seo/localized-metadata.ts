import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/routing/locale';
import { pageMetadata } from './page-metadata';

/** Namespaces whose `meta.title` and `meta.description` describe one page. */
export type PageMetaNamespace =
  | 'About'
  | 'Contact'
  | 'Privacy'
  | 'LocalHuman'
  | 'Download'
  | 'Companion'
  | 'MobileHome'
  | 'PersonasCreate'
  | 'Pricing'
  | 'Subscriptions'
  | 'Deploy'
  | 'News'
  | 'Industry'
  | 'Retail'
  | 'Education'
  | 'DigitalHuman3'
  | 'WhatIs'
  | 'HowItWorks'
  | 'Technical'
  | 'PrivateIp'
  | 'SmallVideo'
  | 'Realtime';

/** pageMetadata() of a page whose title and description live in its message namespace. */
export async function localizedPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: PageMetaNamespace,
  path: string,
  { noIndex = false }: { noIndex?: boolean } = {},
): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace });
  const metadata = pageMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
  // Pages behind a login are kept out of search results.
  return noIndex ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
