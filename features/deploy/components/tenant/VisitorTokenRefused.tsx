import { getTranslations } from 'next-intl/server';
import type { VisitorTokenRefusal } from '@/features/deploy/contract/tenant';
import styles from './tenant.module.css';

const visitorReason = (reason: VisitorTokenRefusal) =>
  reason === 'expired' || reason === 'replayed' ? reason : 'invalid';

/**
 * The hosted page opened with a visitor token that does not check out: no conversation, and a plain page in the
 * session's language that says the signature check failed and why, as far as the visitor can act on it.
 */
export async function VisitorTokenRefused({
  reason,
  language,
}: {
  reason: VisitorTokenRefusal;
  language: 'zh' | 'en';
}) {
  const t = await getTranslations({ locale: language, namespace: 'VisitorToken' });
  return (
    <section className={styles.refused} lang={language} data-token-refused={reason}>
      <div>
        <h1>{t('title')}</h1>
        <p>{t(visitorReason(reason))}</p>
        <p>{t('advice')}</p>
      </div>
    </section>
  );
}
