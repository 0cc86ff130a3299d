'use client';

import { useEffect } from 'react';
import type { EndReason } from '@/features/runtime/contract';
import { goTo, isFramed } from './page-navigation';
import type { useConversation } from './useConversation';

/** Ends the page moves on from: a goodbye, not a failure the visitor should read, nor a restart. */
const MOVES_ON: ReadonlySet<EndReason | 'error' | null> = new Set<EndReason>([
  'user',
  'idle',
  'maxTurns',
  'maxDuration',
  'unanswered',
]);

/**
 * A hosted page goes to the owner's end URL once the conversation has ended and the farewell has been heard. In a
 * frame it stays: the embedding page (the SDK) hears of the end and decides what comes next.
 */
export function useEndNavigation(
  conversation: ReturnType<typeof useConversation>,
  endUrl: string | undefined,
) {
  const { state, isSilent } = conversation;
  useEffect(() => {
    if (!endUrl || state.screen !== 'ended' || !MOVES_ON.has(state.endReason)) return;
    // Each state change (the stream's close, the audio's end) looks again.
    if (!isSilent() || isFramed()) return;
    goTo(endUrl);
  }, [state, isSilent, endUrl]);
}
