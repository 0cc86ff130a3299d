'use client';

import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LiveDigitalHuman } from '@/components/digital-human/live/LiveDigitalHuman';
import { AiMark } from '@/components/digital-human/portrait/AiMark';
import { LivePortrait } from '@/components/digital-human/portrait/LivePortrait';
import type { Device } from '@/lib/routing/device';
import { Caption } from './Caption';
import { liveStateOf, statusOf } from './conversation-state';
import { ControlBar } from './ControlBar';
import { useEmbedBridge } from './embed/useEmbedBridge';
import { EndScreen } from './EndScreen';
import { HistoryPanel } from './HistoryPanel';
import { NoticeBar } from './NoticeBar';
import type { RuntimeSession } from './runtime-session';
import { stageFocusX } from './stage-focus';
import styles from './runtime.module.css';
import { StartScreen } from './StartScreen';
import { StatusChips } from './StatusChips';
import { useAnswerFeedback } from './useAnswerFeedback';
import { useConversation } from './useConversation';
import { useEndNavigation } from './useEndNavigation';

interface Props {
  session: RuntimeSession;
  device: Device;
  /** The owner's own start and loading page images (drawn by the sessions feature), or null. */
  startImage: ReactNode;
  loadImage: ReactNode;
  /** Start without waiting for the start button when the browser allows sound (the site's demo). */
  autoStart?: boolean;
  /** In a page's flow (/collection/conversation) instead of over the whole viewport. */
  inline?: boolean;
}

/**
 * The conversation runtime (spec §2): the start screen with the session's texts, then the digital human over its
 * background at the session's ratio, letterboxed to any viewport, with subtitles, history, text chat, the
 * microphone, restart and the idle countdown; the end screen after the farewell (or, on a hosted page, its end URL).
 * Texts in the session's language.
 */
export function RuntimeApp({ session, device, startImage, loadImage, autoStart, inline }: Props) {
  const conversation = useConversation(session, { autoStart });
  const { state } = conversation;
  const feedback = useAnswerFeedback(state.chat);
  useEmbedBridge(session.embed?.hostOrigin, { ...conversation, ...feedback });
  useEndNavigation(conversation, session.endUrl);
  const [subtitles, setSubtitles] = useState(true);
  const [history, setHistory] = useState(false);
  const t = useTranslations('Runtime');
  // Once per session, not per render: a portrait's focus reads its whole stored mesh, and the stage re-renders with
  // every streamed word.
  const focusX = useMemo(() => stageFocusX(session), [session]);

  if (state.screen === 'start' || state.screen === 'connecting') {
    const connecting = state.screen === 'connecting';
    return (
      <div
        className={styles.root}
        data-device={device}
        data-screen={state.screen}
        data-inline={inline ? '' : undefined}
      >
        <StartScreen
          session={session}
          connecting={connecting}
          backdrop={connecting ? loadImage : startImage}
          notice={
            <NoticeBar notice={state.notice} page={session.page} onDismiss={conversation.dismissNotice} />
          }
          onStart={conversation.start}
          inline={inline}
        />
      </div>
    );
  }

  const last = state.turns.at(-1);
  const { layout } = session;
  const ratio = layout.videoWidth / layout.videoHeight;
  return (
    <div
      className={styles.root}
      data-device={device}
      data-screen={state.screen}
      data-status={statusOf(state)}
      data-inline={inline ? '' : undefined}
    >
      <NoticeBar notice={state.notice} page={session.page} onDismiss={conversation.dismissNotice} />
      <div
        className={styles.stage}
        data-landscape={ratio > 1 ? '' : undefined}
        style={{ '--ratio': String(ratio), '--focus-x': String(focusX) } as CSSProperties}
      >
        <div className={styles.frame}>
          {session.portrait ? (
            <LivePortrait
              rig={session.portrait}
              layout={session.layout}
              state={liveStateOf(state)}
              player={conversation.mouth}
              label={session.name}
              aiLabel={t('aiMark')}
              showMark={false}
            />
          ) : (
            <LiveDigitalHuman
              character={session.character}
              background={session.background}
              layout={session.layout}
              state={liveStateOf(state)}
              player={conversation.mouth}
              label={session.name}
            />
          )}
        </div>
        {session.portrait && <AiMark label={t('aiMark')} />}
        <StatusChips
          state={state}
          secondsLeft={conversation.secondsLeft}
          wakeWord={session.wakeWord}
          onStay={conversation.stayActive}
        />
        <Caption turn={last} subtitles={subtitles} onAsk={conversation.ask} />
        {history && (
          <HistoryPanel
            turns={state.turns}
            ratings={feedback.ratings}
            onRate={feedback.rate}
            onClose={() => setHistory(false)}
          />
        )}
        {state.screen === 'ended' && (
          <EndScreen
            reason={state.endReason}
            errorText={session.page.errorText}
            restartText={session.page.reSessionText}
            onRestart={conversation.start}
          />
        )}
      </div>
      <ControlBar
        session={session}
        conversation={conversation}
        subtitles={subtitles}
        onSubtitles={() => setSubtitles((on) => !on)}
        history={history}
        onHistory={() => setHistory((on) => !on)}
      />
    </div>
  );
}
