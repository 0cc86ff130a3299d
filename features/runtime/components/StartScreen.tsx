'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { AiMark } from '@/components/digital-human/portrait/AiMark';
import { SessionPicture } from '@/components/digital-human/SessionPicture';
import { framingOfRig } from '@/lib/portrait/framing';
import type { RuntimeSession } from './runtime-session';
import { stageFocusX } from './stage-focus';
import styles from './runtime.module.css';

interface Props {
  session: RuntimeSession;
  connecting: boolean;
  /** The owner's own start (or, while connecting, loading) image, shown dimmed around the picture; else nothing. */
  backdrop: ReactNode;
  notice: ReactNode;
  onStart: () => void;
  /** In a page's flow, under the page's own h1: the session's title is a section heading. */
  inline?: boolean;
}

/**
 * Before the conversation: the digital human standing still in its scene, at the session's ratio and framed as the
 * live stage will frame it, so the visitor sees who they will talk to; over its lower edge the session's title, text
 * and the one start button.
 */
export function StartScreen({ session, connecting, backdrop, notice, onStart, inline }: Props) {
  const t = useTranslations('Runtime');
  const Title = inline ? 'h2' : 'h1';
  const { layout } = session;
  const ratio = layout.videoWidth / layout.videoHeight;
  const focusX = stageFocusX(session);
  return (
    <>
      {backdrop ? <div className={styles.backdrop}>{backdrop}</div> : null}
      {notice}
      <div
        className={styles.stage}
        data-landscape={ratio > 1 ? '' : undefined}
        style={{ '--ratio': String(ratio), '--focus-x': String(focusX) } as CSSProperties}
      >
        <div className={styles.frame} data-start-picture="">
          <SessionPicture
            character={session.character}
            background={session.background}
            layout={layout}
            label={session.name}
            style={{ width: '100%', height: '100%' }}
            // The session's own talking portrait, still and framed as LivePortrait frames it once started.
            portrait={
              session.portrait && {
                photoUrl: session.portrait.imageUrl,
                framing: framingOfRig(session.portrait),
                aiLabel: t('aiMark'),
                showMark: false,
              }
            }
          />
        </div>
        {/* On the stage, not the frame: a phone crops a wide frame, and the mark must stay in sight. */}
        {session.portrait && <AiMark label={t('aiMark')} />}
      </div>
      <section className={styles.startCard} aria-labelledby="runtime-title">
        <Title id="runtime-title">{session.page.promptTitle}</Title>
        {session.page.promptContent ? <p>{session.page.promptContent}</p> : null}
        <button type="button" className={styles.primary} onClick={onStart} disabled={connecting}>
          {connecting ? t('connecting') : (session.page.startText ?? t('startConversation'))}
        </button>
      </section>
    </>
  );
}
