import { withBasePath } from '@/lib/config/base-path';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locale';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { siteRoots } from '@/lib/seo/site-origins';
import { referenceDocument, type ReferenceTag } from '../server/operations';
import { OperationArticle } from './OperationArticle';
import { ReferenceFilter } from './ReferenceFilter';
import classes from './reference.module.css';

/** /doc/api/<group>: every operation of one group in full, with the way back to the index and on to the next group. */
export async function ApiTagContent({ device, tag }: { device: Device; tag: ReferenceTag }) {
  const t = await getTranslations('ApiReference');
  const locale = (await getLocale()) as Locale;
  const reference = referenceDocument();
  const origin = siteRoots()[locale];
  const at = reference.tags.findIndex((entry) => entry.slug === tag.slug);
  const previous = reference.tags[at - 1];
  const next = reference.tags[at + 1];
  return (
    <div className={classes.page} data-device={device}>
      <p>
        <a href={withBasePath(devicePath('/doc/api', device))}>{t('allGroups')}</a> ·{' '}
        <a href={withBasePath(devicePath('/doc/errors', device))}>{t('errorsLink')}</a>
      </p>
      {/* The group's name is the document's (English); the heading around it is in the page's language. */}
      <h1>{t('groupHeading', { group: tag.name })}</h1>
      <p>{t('groupIntro', { count: tag.operations.length })}</p>
      <p>{t('sessionNote')}</p>
      <ReferenceFilter label={t('filter')} placeholder={t('filterPlaceholder')} noMatch={t('noMatch')} />
      <section data-tag-group aria-label={tag.name}>
        {tag.operations.map((operation) => (
          <OperationArticle
            key={operation.id}
            operation={operation}
            schemas={reference.schemas}
            origin={origin}
          />
        ))}
      </section>
      <nav aria-label={t('groups')} className={classes.pager}>
        {previous ? (
          <a href={withBasePath(devicePath(`/doc/api/${previous.slug}`, device))} rel="prev">
            ← {previous.name}
          </a>
        ) : (
          <span />
        )}
        {next ? (
          <a href={withBasePath(devicePath(`/doc/api/${next.slug}`, device))} rel="next">
            {next.name} →
          </a>
        ) : null}
      </nav>
    </div>
  );
}
