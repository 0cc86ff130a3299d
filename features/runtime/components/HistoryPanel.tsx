'use client';

import { useTranslations } from 'next-intl';
import type { FeedbackRating } from '@/features/runtime/contract';
import type { Turn } from './conversation-state';
import styles from './runtime.module.css';

interface Props {
  turns: Turn[];
  ratings: Readonly<Record<string, FeedbackRating>>;
  onRate: (turnId: string, rating: FeedbackRating) => void;
  onClose: () => void;
}

/** The chat's turns so far, newest last; each answer to a question takes the visitor's thumbs up or down. */
export function HistoryPanel({ turns, ratings, onRate, onClose }: Props) {
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
            {turn.turnId && turn.question && turn.answer && (
              <Thumbs turnId={turn.turnId} rating={ratings[turn.turnId]} onRate={onRate} />
            )}
          </li>
        ))}
      </ol>
    </aside>
  );
}

function Thumbs({
  turnId,
  rating,
  onRate,
}: {
  turnId: string;
  rating: FeedbackRating | undefined;
  onRate: Props['onRate'];
}) {
  const t = useTranslations('Runtime.feedback');
  return (
    <div className={styles.thumbs} role="group" aria-label={t('label')}>
      {(['up', 'down'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className={styles.thumb}
          aria-pressed={rating === value}
          aria-label={t(value)}
          title={t(value)}
          onClick={() => onRate(turnId, value)}
        >
          {value === 'up' ? '👍' : '👎'}
        </button>
      ))}
      {rating && <span className={styles.thanks}>{t('thanks')}</span>}
    </div>
  );
}
