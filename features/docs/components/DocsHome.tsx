import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { docSections, type DocSummary } from '@/features/docs/contract';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { DocSearch } from './DocSearch';
import classes from './docs.module.css';

/** `/doc`: the search box, then every guide by section with its description, then the reference pages. */
export async function DocsHome({ device, docs }: { device: Device; docs: DocSummary[] }) {
  const [t, locale] = await Promise.all([getTranslations('Docs'), getLocale()]);
  const labels = {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    loading: t('search.loading'),
    failed: t('search.failed'),
    empty: t.raw('search.empty') as string,
    results: t.raw('search.results') as string,
  };
  return (
    <div className={classes.home}>
      <h1 className={classes.title}>{t('title')}</h1>
      <p className={classes.lead}>{t('lead')}</p>
      <DocSearch device={device} locale={locale} labels={labels} />
      {docSections.map((section) => {
        const items = docs.filter((doc) => doc.section === section);
        if (items.length === 0) return null;
        return (
          <section key={section} aria-labelledby={`docs-${section}`} className={classes.homeSection}>
            <h2 id={`docs-${section}`} className={classes.homeHeading}>
              {t(`sections.${section}`)}
            </h2>
            <ul className={classes.cards}>
              {items.map((doc) => (
                <li key={doc.slug}>
                  <Link href={devicePath(`/doc/${doc.slug}`, device)} className={classes.card}>
                    <span className={classes.cardTitle}>{doc.title}</span>
                    <span className={classes.cardText}>{doc.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="docs-reference" className={classes.homeSection}>
        <h2 id="docs-reference" className={classes.homeHeading}>
          {t('reference.title')}
        </h2>
        <ul className={classes.cards}>
          <li>
            <Link href={devicePath('/doc/api', device)} prefetch={false} className={classes.card}>
              <span className={classes.cardTitle}>{t('reference.api')}</span>
            </Link>
          </li>
          <li>
            <Link href={devicePath('/doc/errors', device)} prefetch={false} className={classes.card}>
              <span className={classes.cardTitle}>{t('reference.errors')}</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
