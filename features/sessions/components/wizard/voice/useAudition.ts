'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TtsSynthesisRequest } from '@/features/speech/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { fetchAudition } from '../../../api/audition';

export type AuditionState = 'idle' | 'synthesizing' | 'playing' | 'failed';

/**
 * Synthesizes a clip on the server and plays it in an <audio> element the caller renders (`audioRef`). One clip at
 * a time: a new audition or a stop ends the one before, and its object URL is released.
 */
export function useAudition() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AuditionState>('idle');
  const [playingId, setPlayingId] = useState<string | null>(null);
  /** The server's reason when it refused the audition (a voice the device speaks, too many auditions). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  const release = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };

  const stop = useCallback(() => {
    pending.current?.abort();
    audioRef.current?.pause();
    setState('idle');
    setPlayingId(null);
  }, []);

  const play = useCallback(async (input: TtsSynthesisRequest) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setPlayingId(input.ttsId);
    setRefusal(null);
    setState('synthesizing');
    try {
      const clip = await fetchAudition(input);
      if (controller.signal.aborted) return;
      const audio = audioRef.current;
      if (!audio) return;
      release();
      objectUrl.current = URL.createObjectURL(clip);
      audio.src = objectUrl.current;
      await audio.play();
      setState('playing');
    } catch (error) {
      if (controller.signal.aborted) return;
      setRefusal(error instanceof ApiError && error.kind !== 'network' ? error.message || null : null);
      setState('failed');
    }
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ended = () => setState('idle');
    const failed = () => setState('failed');
    audio.addEventListener('ended', ended);
    audio.addEventListener('error', failed);
    return () => {
      audio.removeEventListener('ended', ended);
      audio.removeEventListener('error', failed);
      pending.current?.abort();
      release();
    };
  }, []);

  return { audioRef, state, playingId, refusal, play, stop };
}
