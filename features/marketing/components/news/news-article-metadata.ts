import type { Metadata } from 'next';
import { getNewsArticle, newsLocales } from '@/lib/news/news';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import type { Locale } from '@/lib/routing/locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** An article's title and summary, with hreflang only to the languages that have the article. */
export function newsArticleMetadata(locale: Locale, slug: string, device: Device): Metadata {
  const article = getNewsArticle(locale, slug);
  if (!article) return {};
  return pageMetadata({
    locale,
    path: devicePath(`/news/${slug}`, device),
    title: article.title,
    description: article.summary,
    locales: newsLocales(slug),
  });
}
