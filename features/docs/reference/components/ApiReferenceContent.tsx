import { withBasePath } from '@/lib/config/base-path';
import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { referenceDocument } from '../server/operations';
import { ReferenceFilter } from './ReferenceFilter';
import classes from './reference.module.css';

/**
 * /doc/api and /mobile/doc/api: the platform API's index, drawn at build time from public/openapi.json. It lists
 * every operation in one line, filterable; each group's full reference is its own page (/doc/api/<group>), so no
 * page carries the whole document (it was 3.3 MB of HTML as one page).
 */
export async function ApiReferenceContent({ device }: { device: Device }) {
  const t = await getTranslations('ApiReference');
  const reference = referenceDocument();
  return (
    <div className={classes.page} data-device={device}>
      <h1>{t('title')}</h1>
      <p>{t('intro', { count: reference.operationCount, version: reference.version })}</p>
      <p>{t('languageNote')}</p>
      <p>{reference.description}</p>
      <p>
        {t('raw')} <a href={withBasePath('/openapi.json')}>/openapi.json</a> ·{' '}
        <a href={withBasePath(devicePath('/doc/errors', device))}>{t('errorsLink')}</a>
      </p>
      <p>{t('errorEnvelope')}</p>
      <p>{t('sessionNote')}</p>
      <ReferenceFilter label={t('filter')} placeholder={t('filterPlaceholder')} noMatch={t('noMatch')} />
      {reference.tags.map((tag) => {
        const page = withBasePath(devicePath(`/doc/api/${tag.slug}`, device));
        return (
          <section
            key={tag.name}
            id={`tag-${tag.slug}`}
            data-tag-group
            aria-labelledby={`tag-${tag.slug}-title`}
          >
            <h2 id={`tag-${tag.slug}-title`}>
              <a href={page}>{tag.name}</a> ({tag.operations.length})
            </h2>
            <ul className={classes.index}>
              {tag.operations.map((operation) => (
                <li
                  key={operation.id}
                  data-search={[operation.method, operation.path, operation.summary, operation.id, tag.name]
                    .join(' ')
                    .toLowerCase()}
                >
                  <a href={`${page}#${operation.id}`} className={classes.indexLink}>
                    <span className={classes.method} data-method={operation.method}>
                      {operation.method}
                    </span>{' '}
                    <span className={classes.path}>{operation.path}</span>
                  </a>{' '}
                  {operation.summary}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
