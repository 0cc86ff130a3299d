import { useTranslations } from 'next-intl';
import styles from '../runtime.module.css';

/** The application's page framed without the SDK's ticket: no conversation starts here. */
export function EmbedRefused() {
  const t = useTranslations('Runtime.embed');
  return (
    <section className={styles.unavailable} data-embed-refused="">
      <div>
        <h1>{t('refusedTitle')}</h1>
        <p>{t('refusedBody')}</p>
      </div>
    </section>
  );
}
