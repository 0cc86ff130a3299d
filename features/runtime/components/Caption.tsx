'use client';

import { useTranslations } from 'next-intl';
import type { Turn } from './conversation-state';
import styles from './runtime.module.css';

interface Props {
  turn: Turn | undefined;
  subtitles: boolean;
  /** Asks an offered question as the next one. */
  onAsk: (question: string) => void;
}

/**
 * Under the digital human: the subtitle of what it says, the documents its answer comes from, and the questions it
 * offers ("did you mean…") as buttons that ask them. The offers stay with the subtitles off: they are controls.
 */
export function Caption({ turn, subtitles, onAsk }: Props) {
  const t = useTranslations('Runtime');
  const answer = subtitles ? (turn?.answer ?? '') : '';
  const cited = answer && turn?.sources.length ? turn.sources.map((source) => source.fileName) : [];
  const offered = turn?.suggestions ?? [];
  if (!subtitles && offered.length === 0) return null;
  return (
    <div className={styles.subtitle} data-empty={!answer && offered.length === 0 ? '' : undefined}>
      <p className={styles.subtitleText} data-subtitle="" aria-live="polite">
        {answer}
      </p>
      {cited.length > 0 && (
        <p className={styles.citation} data-citation="">
          {t('source', { names: cited.join(t('sourceSeparator')) })}
        </p>
      )}
      {offered.length > 0 && (
        <nav className={styles.suggestions} aria-label={t('suggestions')} data-suggestions="">
          {offered.map((question) => (
            <button
              key={question}
              type="button"
              className={styles.suggestion}
              onClick={() => onAsk(question)}
            >
              {question}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
