import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { desktopTwin } from '@/lib/routing/device-redirect';
import { isLocale } from '@/lib/routing/locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** Namespaces of topic pages; each holds `meta.title` and `meta.description`. */
export type TopicNamespace =
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

/**
 * Title, description, canonical and hreflang of a topic page. A /mobile page names its desktop twin as canonical
 * where the route table gives it one, so search engines index one page per topic.
 */
export async function topicMetadata(
  params: Promise<{ locale: string }>,
  namespace: TopicNamespace,
  path: string,
): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({
    locale,
    path,
    title: t('meta.title'),
    description: t('meta.description'),
    canonicalPath: desktopTwin(path) ?? path,
  });
}
