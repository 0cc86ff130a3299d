import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NewsArticlePage } from '@/features/marketing/components/news/NewsArticlePage';
import { newsArticleMetadata } from '@/features/marketing/components/news/news-article-metadata';
import { getNewsArticle, newsSlugs } from '@/lib/news/news';
import { isLocale, type Locale } from '@/lib/routing/locale';

type Props = { params: Promise<{ locale: string; slug: string }> };

// One page per article file, built ahead; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? newsSlugs(params.locale).map((slug) => ({ slug })) : [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsArticleMetadata(params, 'desktop');
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const article = getNewsArticle(locale as Locale, slug);
  if (!article) notFound();
  return <NewsArticlePage variant="desktop" article={article} />;
}
