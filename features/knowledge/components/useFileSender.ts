'use client';

import { useEffect, useRef, useState } from 'react';
import type { UploadInProgress } from '@/components/ui/UploadProgress';
import { ApiError } from '@/lib/api-client/api-error';

/**
 * One upload at a time with its progress: `send` resolves with the server's answer, or with null after a refusal
 * (whose words are in `error`) or a cancel. Leaving the page stops the upload rather than finishing it for nobody.
 */
export function useFileSender<T>(
  upload: (file: File, onProgress: (f: number) => void, signal: AbortSignal) => Promise<T>,
) {
  const [sending, setSending] = useState<UploadInProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  async function send(file: File, fallback: string): Promise<T | null> {
    setError(null);
    const controller = new AbortController();
    current.current = controller;
    setSending({ name: file.name, percent: 0, controller });
    try {
      return await upload(
        file,
        (fraction) => setSending((now) => (now ? { ...now, percent: Math.round(fraction * 100) } : now)),
        controller.signal,
      );
    } catch (failure) {
      if (!controller.signal.aborted) setError(serverWords(failure) ?? fallback);
      return null;
    } finally {
      current.current = null;
      setSending(null);
    }
  }

  return { send, sending, error, setError };
}

/** The server's own words (already in the page's language); none for a network failure. */
function serverWords(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.kind === 'network' || failure.kind === 'empty') return null;
  return failure.message || null;
}
