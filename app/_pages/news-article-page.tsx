import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsArticlePage } from '@/features/marketing/components/news/NewsArticlePage';
import { newsArticleMetadata } from '@/features/marketing/components/news/news-article-metadata';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { getNewsArticle, newsSlugs } from '@/lib/news/news';
import type { Device } from '@/lib/routing/device';
import { isLocale } from '@/lib/routing/locale';

/** The /mobile twin has the same params. */
type Props = PageProps<'/[locale]/news/[slug]'>;

/** The page module of a news article on one device: one page per article file of the locale, built ahead. */
export function newsArticlePage(device: Device) {
  return {
    generateStaticParams: ({ params }: { params: { locale: string } }) =>
      isLocale(params.locale) ? newsSlugs(params.locale).map((slug) => ({ slug })) : [],
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      newsArticleMetadata(await pageLocale(params), (await params).slug, device),
    Page: async function NewsArticle({ params }: Props) {
      const locale = await setPageLocale(params);
      const article = getNewsArticle(locale, (await params).slug);
      if (!article) notFound();
      return <NewsArticlePage device={device} article={article} />;
    },
  };
}
