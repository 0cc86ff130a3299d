import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locale';
import type { Device } from '@/lib/routing/device';
import { siteOrigins } from '@/lib/seo/site-origins';
import { referenceDocument } from '../server/operations';
import { OperationArticle } from './OperationArticle';
import { ReferenceFilter } from './ReferenceFilter';
import classes from './reference.module.css';

const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** /doc/api and /mobile/doc/api: the platform API's reference, drawn at build time from public/openapi.json. */
export async function ApiReferenceContent({ device }: { device: Device }) {
  const t = await getTranslations('ApiReference');
  const locale = (await getLocale()) as Locale;
  const reference = referenceDocument();
  const origin = siteOrigins()[locale];
  return (
    <div className={classes.page} data-device={device}>
      <h1>{t('title')}</h1>
      <p>{t('intro', { count: reference.operationCount, version: reference.version })}</p>
      <p>{t('languageNote')}</p>
      <p>{reference.description}</p>
      <p>
        {t('raw')} <a href="/openapi.json">/openapi.json</a> · <a href="errors">{t('errorsLink')}</a>
      </p>
      <p>{t('errorEnvelope')}</p>
      <p>{t('sessionNote')}</p>
      <ReferenceFilter label={t('filter')} placeholder={t('filterPlaceholder')} noMatch={t('noMatch')} />
      <nav aria-label={t('groups')}>
        <ul className={classes.nav}>
          {reference.tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#${slug(tag.name)}`}>
                {tag.name} ({tag.operations.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {reference.tags.map((tag) => (
        <section
          key={tag.name}
          id={slug(tag.name)}
          data-tag-group
          aria-labelledby={`${slug(tag.name)}-title`}
        >
          <h2 id={`${slug(tag.name)}-title`}>{tag.name}</h2>
          {tag.operations.map((operation) => (
            <OperationArticle
              key={operation.id}
              operation={operation}
              schemas={reference.schemas}
              origin={origin}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
