import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { DocPage, DocSummary } from '@/features/docs/contract';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { DocProse } from './DocProse';
import classes from './docs.module.css';

/**
 * One guide: its title, its table of contents, the body and the previous and next guides. The HTML comes from a
 * Markdown file of the repository, reviewed like code, so it is trusted.
 */
export async function DocArticle({
  doc,
  previous,
  next,
  device,
}: {
  doc: DocPage;
  previous: DocSummary | null;
  next: DocSummary | null;
  device: Device;
}) {
  const t = await getTranslations('Docs');
  const toc =
    doc.headings.length > 1 ? (
      <nav aria-label={t('onThisPage')} className={classes.toc}>
        <p className={classes.navLabel}>{t('onThisPage')}</p>
        <ul className={classes.tocList}>
          {doc.headings.map((heading) => (
            <li key={heading.id} className={heading.depth === 3 ? classes.tocSub : undefined}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  return (
    <div className={device === 'desktop' ? classes.articleGrid : undefined}>
      <article className={classes.article}>
        <p className={classes.eyebrow}>
          <Link href={devicePath('/doc', device)}>{t('home')}</Link>
        </p>
        <h1 className={classes.title}>{doc.title}</h1>
        <p className={classes.lead}>{doc.description}</p>
        {device === 'phone' && toc}
        <DocProse html={doc.html} />
        <nav aria-label={t('guides')} className={classes.pager}>
          {previous ? (
            <Link href={devicePath(`/doc/${previous.slug}`, device)} rel="prev" className={classes.pagerLink}>
              <span className={classes.pagerLabel}>← {t('previous')}</span>
              <span>{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link
              href={devicePath(`/doc/${next.slug}`, device)}
              rel="next"
              className={`${classes.pagerLink} ${classes.pagerNext}`}
            >
              <span className={classes.pagerLabel}>{t('next')} →</span>
              <span>{next.title}</span>
            </Link>
          )}
        </nav>
      </article>
      {device === 'desktop' && toc && <aside className={classes.tocAside}>{toc}</aside>}
    </div>
  );
}
