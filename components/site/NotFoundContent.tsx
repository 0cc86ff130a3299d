import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import classes from './NotFoundContent.module.css';

export async function NotFoundContent({ homeHref }: { homeHref: string }) {
  const t = await getTranslations('NotFound');
  return (
    <section className={classes.wrap} data-testid="not-found">
      <p className={classes.code} aria-hidden>
        404
      </p>
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <Link href={homeHref}>{t('home')}</Link>
    </section>
  );
}
