'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RuntimeSession } from './runtime-session';
import styles from './runtime.module.css';
import type { useConversation } from './useConversation';
import {
  browserRecognitionAvailable,
  browserVoiceInput,
  serverVoiceInput,
  type VoiceInput,
} from './voice-input';

/** A press longer than this is push-to-talk (released: stop); a shorter one toggles hands-free listening. */
const HOLD_MS = 350;

interface Props {
  session: RuntimeSession;
  conversation: ReturnType<typeof useConversation>;
  disabled: boolean;
}

/**
 * The microphone: hold to talk, or click to keep listening hands-free. The browser's recognizer where there is one
 * and the session wants it, otherwise utterances cut by voice-activity detection for the server's recognizer.
 */
export function MicButton({ session, conversation, disabled }: Props) {
  const t = useTranslations('Runtime');
  const [on, setOn] = useState(false);
  const input = useRef<VoiceInput | null>(null);
  const pressedAt = useRef(0);
  const startedByPress = useRef(false);
  const latest = useRef(conversation);
  useLayoutEffect(() => {
    latest.current = conversation;
  }, [conversation]);
  // The bar gives each chat its own button (keyed by the chat), so a disabled one never comes back on.
  const active = on && !disabled;

  useEffect(() => () => input.current?.dispose(), []);
  useEffect(() => {
    if (disabled) input.current?.stop();
  }, [disabled]);

  const voice = () => {
    if (input.current) return input.current;
    const callbacks = {
      onSpeechStart: () => latest.current.hearing(true),
      onSpeechEnd: () => latest.current.hearing(false),
      onUtterance: (text: string) => latest.current.ask(text, 'voice'),
      onDenied: () => {
        setOn(false);
        latest.current.hearing(false);
        latest.current.notify('microphoneNotEnabled');
      },
      onFailure: () => latest.current.notify('networkUnstable'),
    };
    input.current =
      session.asr === 'browser' && browserRecognitionAvailable()
        ? browserVoiceInput(session.language, callbacks)
        : serverVoiceInput(() => latest.current.state.chat, callbacks);
    return input.current;
  };

  const press = () => {
    if (disabled) return;
    pressedAt.current = Date.now();
    startedByPress.current = !on;
    if (!on) {
      setOn(true);
      void voice().start();
    }
  };
  const release = () => {
    if (disabled || !pressedAt.current) return;
    const held = Date.now() - pressedAt.current >= HOLD_MS;
    pressedAt.current = 0;
    // A hold ends push-to-talk; a click turns hands-free off when it was on, and leaves it on when it just began.
    if (held || !startedByPress.current) {
      input.current?.stop();
      setOn(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.mic}
      aria-pressed={active}
      aria-label={active ? t('microphoneOn') : t('microphone')}
      title={active ? t('microphoneOn') : t('microphone')}
      disabled={disabled}
      onPointerDown={press}
      onPointerUp={release}
      onPointerCancel={release}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        if (on) {
          input.current?.stop();
          setOn(false);
        } else press();
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z" />
      </svg>
    </button>
  );
}
