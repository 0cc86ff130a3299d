'use client';

import { useTranslations } from 'next-intl';
import type { ConversationState } from './conversation-state';
import styles from './runtime.module.css';

interface Props {
  reason: ConversationState['endReason'];
  /** The owner's words for a conversation that could not go on. */
  errorText: string;
  restartText: string;
  onRestart: () => void;
}

/** After the farewell: why the conversation ended, and a new one. */
export function EndScreen({ reason, errorText, restartText, onRestart }: Props) {
  const t = useTranslations('Runtime');
  return (
    <section className={styles.overlay} aria-labelledby="runtime-ended" data-ended={reason ?? 'user'}>
      <div className={styles.startCard}>
        <h1 id="runtime-ended">{t('ended.title')}</h1>
        <p>{reason === 'error' ? errorText : t(`ended.${reason ?? 'user'}`)}</p>
        <button type="button" className={styles.primary} onClick={onRestart}>
          {restartText}
        </button>
      </div>
    </section>
  );
}
