import type { Metadata } from 'next';
import { getNewsArticle, newsLocales } from '@/lib/news/news';
import { isLocale } from '@/lib/routing/locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePath, type Variant } from '@/features/marketing/components/shared/site-path';

/** An article's title and summary, with hreflang only to the languages that have the article. */
export async function newsArticleMetadata(
  params: Promise<{ locale: string; slug: string }>,
  variant: Variant,
): Promise<Metadata> {
  const { locale, slug } = await params;
  const article = isLocale(locale) ? getNewsArticle(locale, slug) : null;
  if (!article || !isLocale(locale)) return {};
  return pageMetadata({
    locale,
    path: sitePath(variant, `/news/${slug}`),
    title: article.title,
    description: article.summary,
    locales: newsLocales(slug),
  });
}
