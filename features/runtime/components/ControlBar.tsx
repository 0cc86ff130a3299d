'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { UTTERANCE_MAX } from '@/features/runtime/contract';
import { MicButton } from './MicButton';
import type { RuntimeSession } from './runtime-session';
import styles from './runtime.module.css';
import type { useConversation } from './useConversation';

interface Props {
  session: RuntimeSession;
  conversation: ReturnType<typeof useConversation>;
  subtitles: boolean;
  onSubtitles: () => void;
  history: boolean;
  onHistory: () => void;
}

/** The microphone, the text chat, and the subtitle, history, restart and end buttons. */
export function ControlBar({ session, conversation, subtitles, onSubtitles, history, onHistory }: Props) {
  const t = useTranslations('Runtime');
  const [text, setText] = useState('');
  const live = conversation.state.screen === 'conversation';
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || !live) return;
    conversation.ask(text);
    setText('');
  };
  return (
    <div className={styles.controls}>
      <MicButton
        key={conversation.state.chat?.chatId ?? 'none'}
        session={session}
        conversation={conversation}
        disabled={!live}
      />
      <form className={styles.textForm} onSubmit={send}>
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('textPlaceholder')}
          aria-label={t('textPlaceholder')}
          maxLength={UTTERANCE_MAX}
          enterKeyHint="send"
          disabled={!live}
        />
        <button type="submit" className={styles.send} disabled={!live || !text.trim()}>
          {t('send')}
        </button>
      </form>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} aria-pressed={subtitles} onClick={onSubtitles}>
          {t('subtitles')}
        </button>
        <button type="button" className={styles.tool} aria-pressed={history} onClick={onHistory}>
          {t('history')}
        </button>
        <button type="button" className={styles.tool} onClick={conversation.restart}>
          {session.page.reSessionText}
        </button>
        <button
          type="button"
          className={styles.tool}
          onClick={() => conversation.end('user')}
          disabled={!live}
        >
          {t('hangUp')}
        </button>
      </div>
    </div>
  );
}
