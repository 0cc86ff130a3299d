'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { eventMessage, readCommand, type EmbedEvent } from '@/lib/contract/embed-messages';
import type { ConversationState } from '../conversation-state';
import { embedEvents, ratedEvents, runCommand, type EmbedControls } from './embed-events';

/**
 * The frame's side of the embed SDK, on when the page was opened with the SDK's ticket: commands are taken only from
 * the host page the ticket was issued to (its origin, checked by the server, and the parent window), and events go
 * to that origin alone. Off (no host origin) it does nothing.
 */
export function useEmbedBridge(hostOrigin: string | undefined, conversation: EmbedControls) {
  const t = useTranslations('Runtime');
  const latest = useRef(conversation);
  useLayoutEffect(() => {
    latest.current = conversation;
  });

  const post = useCallback(
    (event: EmbedEvent) => {
      if (hostOrigin && window.parent !== window) window.parent.postMessage(eventMessage(event), hostOrigin);
    },
    [hostOrigin],
  );

  useEffect(() => {
    if (!hostOrigin) return;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== hostOrigin || message.source !== window.parent) return;
      const command = readCommand(message.data);
      const refusal = command && runCommand(latest.current, command);
      if (refusal) post({ type: 'error', code: refusal, message: t(`embed.${refusal}`) });
    };
    window.addEventListener('message', onMessage);
    // Told once the page listens, so the commands the SDK held back arrive to be heard.
    post({ type: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, [hostOrigin, post, t]);

  const told = useRef<ConversationState | null>(null);
  const { state } = conversation;
  useEffect(() => {
    if (!hostOrigin) return;
    for (const event of embedEvents(told.current, state, (code) => t(`errors.${code}`))) post(event);
    told.current = state;
  }, [hostOrigin, state, post, t]);

  const toldRatings = useRef<EmbedControls['ratings']>({});
  const { ratings } = conversation;
  useEffect(() => {
    if (!hostOrigin) return;
    for (const event of ratedEvents(toldRatings.current, ratings)) post(event);
    toldRatings.current = ratings;
  }, [hostOrigin, ratings, post]);
}
