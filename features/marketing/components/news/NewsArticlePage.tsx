import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import type { NewsArticle } from '@/lib/news/news';
import classes from './news.module.css';

/** One article. Its HTML comes from a Markdown file of the repository, reviewed like code, so it is trusted. */
export async function NewsArticlePage({ device, article }: { device: Device; article: NewsArticle }) {
  const [t, format] = await Promise.all([getTranslations('News'), getFormatter()]);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
  };
  return (
    <TopicShell device={device} eyebrow={t('title')} title={article.title} lead={article.summary}>
      <article className={classes.article}>
        <script
          type="application/ld+json"
          // JSON.stringify output with `<` escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
        />
        <p className={classes.date}>
          {t('published')}{' '}
          <time dateTime={article.date}>
            {format.dateTime(new Date(`${article.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
          </time>
        </p>
        <div className={classes.prose} dangerouslySetInnerHTML={{ __html: article.html }} />
        <p>
          <Link href={devicePath('/news', device)} className={classes.back}>
            ← {t('back')}
          </Link>
        </p>
      </article>
    </TopicShell>
  );
}
