'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RuntimeStreamError, streamEvent } from '@/features/runtime/api/event-stream';
import { sendHeartbeat } from '@/features/runtime/api/heartbeat';
import { fetchTurn, recordKeys } from '@/features/runtime/api/records';
import {
  HEARTBEAT_INTERVAL_MS,
  type AnswerSource,
  type EndReason,
  type ReceiveEventRequest,
  type TurnDto,
} from '@/features/runtime/contract';

export interface DebugTurn {
  key: number;
  /** Empty for what the digital human says unasked (the prologue, the farewell). */
  question: string;
  answer: string;
  sentences: string[];
  source: AnswerSource | null;
  /** "Did you mean…": the FAQ questions offered instead of an answer, which the owner can ask as a visitor taps them. */
  suggestions: string[];
  /** Documents the answer came from, as the visitor sees them named. */
  cited: string[];
  /** The stored turn with its trace, once the turn has ended. */
  stored: TurnDto | null;
  pending: boolean;
  error: string | null;
}

type Auth = { chatId: string; chatSecret: string };

/**
 * A text conversation with a session in the owner's preview (one per mount: a new one is a new key): `start` on mount, a `text` event per question, `end`
 * when the page goes. Each turn's trace is read from the records once its `end` event names the stored turn.
 */
export function useDebugChat(conversationId: string) {
  const client = useQueryClient();
  const [turns, setTurns] = useState<DebugTurn[]>([]);
  const [auth, setAuth] = useState<Auth | null>(null);
  const [busy, setBusy] = useState(true);
  const [ended, setEnded] = useState<EndReason | null>(null);
  const authRef = useRef<Auth | null>(null);
  const keyRef = useRef(0);

  const patch = useCallback((key: number, change: (turn: DebugTurn) => Partial<DebugTurn>) => {
    setTurns((all) => all.map((turn) => (turn.key === key ? { ...turn, ...change(turn) } : turn)));
  }, []);

  const play = useCallback(
    async (event: ReceiveEventRequest, question: string, signal?: AbortSignal) => {
      const key = ++keyRef.current;
      setTurns((all) => [
        ...all,
        {
          key,
          question,
          answer: '',
          sentences: [],
          source: null,
          suggestions: [],
          cited: [],
          stored: null,
          pending: true,
          error: null,
        },
      ]);
      let storedTurnId: string | null = null;
      try {
        await streamEvent(event, {
          signal: signal ?? new AbortController().signal,
          onEvent: (item) => {
            if (item.type === 'chat') {
              authRef.current = { chatId: item.chatId, chatSecret: item.chatSecret };
              setAuth(authRef.current);
            } else if (item.type === 'text') patch(key, (turn) => ({ answer: turn.answer + item.delta }));
            else if (item.type === 'sentence')
              patch(key, (turn) => ({ sentences: [...turn.sentences, item.text] }));
            else if (item.type === 'suggestions')
              patch(key, () => ({ suggestions: item.questions.map((offer) => offer.question) }));
            else if (item.type === 'error') patch(key, () => ({ error: item.message }));
            else if (item.type === 'hangup') {
              authRef.current = null;
              setEnded(item.reason);
            } else if (item.type === 'end') {
              patch(key, () => ({
                source: item.source,
                cited: item.sources.map((source) => source.fileName),
              }));
              storedTurnId = item.turnId;
            }
          },
        });
        if (storedTurnId) {
          const stored = await fetchTurn(conversationId, storedTurnId).catch(() => null);
          patch(key, () => ({ stored }));
        }
      } catch (error) {
        if (!signal?.aborted)
          patch(key, () => ({ error: error instanceof RuntimeStreamError ? error.code : '' }));
      } finally {
        patch(key, () => ({ pending: false }));
        void client.invalidateQueries({ queryKey: recordKeys.all });
      }
    },
    [client, conversationId, patch],
  );

  useEffect(() => {
    const abort = new AbortController();
    void play({ type: 'start', entry: 'preview', target: conversationId }, '', abort.signal).finally(() =>
      setBusy(false),
    );
    return () => {
      abort.abort();
      const open = authRef.current;
      authRef.current = null;
      // The slot is freed at once rather than when its lease lapses; nobody reads the farewell.
      if (open)
        void streamEvent(
          { type: 'end', ...open, reason: 'user' },
          { signal: new AbortController().signal, onEvent: () => undefined, keepalive: true },
        ).catch(() => undefined);
    };
  }, [conversationId, play]);

  useEffect(() => {
    if (!auth || ended) return;
    const timer = setInterval(() => {
      sendHeartbeat(auth.chatId, auth.chatSecret).catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [auth, ended]);

  const ask = useCallback(
    async (text: string) => {
      const open = authRef.current;
      if (!open) return;
      setBusy(true);
      try {
        await play({ type: 'text', ...open, text, via: 'text' }, text);
      } finally {
        setBusy(false);
      }
    },
    [play],
  );

  return { turns, ready: auth !== null && !ended, busy, ended, ask };
}
