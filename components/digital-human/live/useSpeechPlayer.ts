'use client';

import { useEffect, useState } from 'react';
import { SpeechPlayer, type SpeechEvent, type SpeechPlayerOptions } from './SpeechPlayer';

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * One SpeechPlayer for the component's life: its AudioContext is resumed on the page's first user gesture (browsers
 * refuse sound before one), `onEvent` hears its sentences, idle and errors, and it is stopped and closed on unmount.
 */
export function useSpeechPlayer(onEvent?: (event: SpeechEvent) => void, options?: SpeechPlayerOptions) {
  const [player] = useState(() => new SpeechPlayer(options));

  useEffect(() => {
    const unlock = () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, unlock, true);
      void player.unlock().catch(() => undefined);
    };
    for (const gesture of GESTURES) window.addEventListener(gesture, unlock, true);
    return () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, unlock, true);
    };
  }, [player]);

  useEffect(() => (onEvent ? player.subscribe(onEvent) : undefined), [player, onEvent]);

  useEffect(() => () => player.dispose(), [player]);

  return player;
}
