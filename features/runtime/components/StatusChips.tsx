'use client';

import { useTranslations } from 'next-intl';
import { liveStateOf, statusOf, type ConversationState } from './conversation-state';
import styles from './runtime.module.css';

interface Props {
  state: ConversationState;
  secondsLeft: number | null;
  wakeWord: string | null;
  /** The countdown's "continue". */
  onStay: () => void;
}

/** What the human is doing (spec §4: busy, interrupted), the wake word to say, and the auto-close countdown. */
export function StatusChips({ state, secondsLeft, wakeWord, onStay }: Props) {
  const t = useTranslations('Runtime');
  if (state.screen !== 'conversation') return null;
  const status = statusOf(state);
  const label = state.hearing
    ? t('status.hearing')
    : status === 'busy' || status === 'interrupted'
      ? t(`status.${status}`)
      : t(`status.${liveStateOf(state) === 'speaking' ? 'speaking' : 'listening'}`);
  return (
    <div className={styles.topBar}>
      <span
        className={styles.chip}
        data-status-chip={status}
        data-tone={status === 'interrupted' ? 'warn' : undefined}
      >
        {label}
      </span>
      {wakeWord && <span className={styles.chip}>{t('wakeWordHint', { word: wakeWord })}</span>}
      {secondsLeft !== null && (
        <span className={styles.countdown} role="timer" aria-live="assertive" data-countdown={secondsLeft}>
          {t('countdown', { seconds: secondsLeft })}
          <button type="button" onClick={onStay} data-stay="">
            {t('stay')}
          </button>
        </span>
      )}
    </div>
  );
}
