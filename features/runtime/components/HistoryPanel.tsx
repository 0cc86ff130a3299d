'use client';

import { useTranslations } from 'next-intl';
import type { Turn } from './conversation-state';
import styles from './runtime.module.css';

/** The chat's turns so far, newest last. */
export function HistoryPanel({ turns, onClose }: { turns: Turn[]; onClose: () => void }) {
  const t = useTranslations('Runtime');
  const said = turns.filter((turn) => turn.question || turn.answer);
  return (
    <aside className={styles.history} aria-labelledby="runtime-history">
      <div className={styles.historyHead}>
        <h2 id="runtime-history">{t('history')}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('closeHistory')}>
          ✕
        </button>
      </div>
      <ol className={styles.historyList}>
        {said.length === 0 && <li>{t('historyEmpty')}</li>}
        {said.map((turn) => (
          <li key={turn.key}>
            {turn.question && (
              <p>
                <span className={styles.who}>{t('you')}</span>
                <span className={styles.said}>{turn.question}</span>
              </p>
            )}
            {turn.answer && (
              <p>
                <span className={styles.who}>{t('human')}</span>
                <span className={styles.said}>
                  {turn.answer}
                  {turn.interrupted && ` ${t('interruptedMark')}`}
                </span>
                {turn.sources.length > 0 && (
                  <span className={styles.citation}>
                    {t('source', {
                      names: turn.sources.map((source) => source.fileName).join(t('sourceSeparator')),
                    })}
                  </span>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </aside>
  );
}
