import { withBasePath } from '@/lib/config/base-path';
import { useTranslations } from 'next-intl';
import styles from './runtime.module.css';

/**
 * A runtime link with no conversation behind it — the session was deleted or unpublished, the link is wrong, or a
 * preview was opened by someone other than its owner: said plainly, in the site's language, as a normal page.
 */
export function RuntimeUnavailable({ preview, homeHref }: { preview: boolean; homeHref: string }) {
  const t = useTranslations('Runtime.unavailable');
  return (
    <section className={styles.unavailable} data-runtime-unavailable="">
      <div>
        <h1>{t('title')}</h1>
        <p>{preview ? t('previewBody') : t('body')}</p>
        <p>
          <a href={withBasePath(homeHref)}>{t('home')}</a>
        </p>
      </div>
    </section>
  );
}
