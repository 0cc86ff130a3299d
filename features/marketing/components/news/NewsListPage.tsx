import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import { listNews } from '@/lib/news/news';
import classes from './news.module.css';

export async function NewsListPage({ device }: { device: Device }) {
  const [t, format, locale] = await Promise.all([getTranslations('News'), getFormatter(), getLocale()]);
  const news = listNews(locale);
  return (
    <TopicShell device={device} title={t('title')} lead={t('lead')} art={<TopicArt kind="doc" />}>
      {news.length === 0 ? (
        <p className={classes.empty}>{t('empty')}</p>
      ) : (
        <ul className={classes.list}>
          {news.map((item) => (
            <li key={item.slug} className={classes.item}>
              <time dateTime={item.date} className={classes.date}>
                {format.dateTime(new Date(`${item.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
              </time>
              <h2 className={classes.title}>
                <Link href={devicePath(`/news/${item.slug}`, device)}>{item.title}</Link>
              </h2>
              <p className={classes.summary}>{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </TopicShell>
  );
}
