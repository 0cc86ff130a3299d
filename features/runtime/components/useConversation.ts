'use client';

import { withBasePath } from '@/lib/config/base-path';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { MouthSource } from '@/components/digital-human/live/analyser-frame';
import type { SpeechEvent } from '@/components/digital-human/live/SpeechPlayer';
import { useSpeechPlayer } from '@/components/digital-human/live/useSpeechPlayer';
import { RuntimeCallError, saveQuestionAnswer, sendHeartbeat } from '@/features/runtime/api/calls';
import { RuntimeStreamError, streamEvent } from '@/features/runtime/api/event-stream';
import {
  runtimePaths,
  type ReceiveEventRequest,
  type RuntimeErrorCode,
  type RuntimeEvent,
} from '@/features/runtime/contract';
import {
  conversationReducer,
  idleSecondsLeft,
  initialConversation,
  type ConversationState,
} from './conversation-state';
import { DeviceVoice } from './device-voice';
import type { RuntimeSession } from './runtime-session';

/** Heartbeats that may fail in a row before the page says the network is unstable. */
const MISSED_HEARTBEATS = 2;

/**
 * The conversation as the page lives it: the reducer's state, the server's event streams (one open at a time: a
 * new question aborts the one before), the answer's audio through the SpeechPlayer or the device's voice, the
 * heartbeat that holds the concurrency slot, the idle countdown, and the report of each turn's first sound.
 */
export function useConversation(session: RuntimeSession, { autoStart = false } = {}) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const stateRef = useRef<ConversationState>(state);
  // Callbacks read the state of the last render without being made again for each one.
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const stream = useRef<AbortController | null>(null);
  const [voice] = useState(() => new DeviceVoice(session.language));

  const onSpeech = useCallback((event: SpeechEvent) => {
    if (event.type === 'sentencestart') dispatch({ type: 'audio', speaking: true, now: Date.now() });
    if (event.type === 'idle') dispatch({ type: 'audio', speaking: false, now: Date.now() });
  }, []);
  const player = useSpeechPlayer(onSpeech);

  useEffect(
    () => voice.subscribe((speaking) => dispatch({ type: 'audio', speaking, now: Date.now() })),
    [voice],
  );
  useEffect(() => () => voice.dispose(), [voice]);

  /** The lips follow whichever voice is sounding. */
  const mouth = useMemo<MouthSource>(
    () => ({
      get speaking() {
        return player.speaking || voice.speaking;
      },
      get analyser() {
        return player.speaking ? player.analyser : voice.analyser;
      },
    }),
    [player, voice],
  );

  const silence = useCallback(() => {
    stream.current?.abort();
    stream.current = null;
    player.stop();
    voice.stop();
  }, [player, voice]);

  const onEvent = useCallback(
    (event: RuntimeEvent) => {
      if (event.type === 'sentence') {
        if (event.audioUrl) player.enqueue({ url: event.audioUrl, text: event.text });
        else voice.speak(event.text);
      }
      dispatch({ type: 'event', event, now: Date.now() });
    },
    [player, voice],
  );

  const run = useCallback(
    (body: ReceiveEventRequest) => {
      const controller = new AbortController();
      stream.current = controller;
      streamEvent(body, { signal: controller.signal, onEvent }).then(
        () => {
          if (stream.current === controller) stream.current = null;
          if (!controller.signal.aborted) dispatch({ type: 'streamClosed', now: Date.now() });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (stream.current === controller) stream.current = null;
          const code = error instanceof RuntimeStreamError ? error.code : 'networkUnstable';
          dispatch({ type: 'fail', code, now: Date.now() });
        },
      );
    },
    [onEvent],
  );

  const start = useCallback(() => {
    // The click is the gesture browsers want before they make a sound.
    void player.unlock().catch(() => undefined);
    voice.unlock();
    silence();
    dispatch({ type: 'start', now: Date.now() });
    run({ type: 'start', entry: session.entry, target: session.target, ...session.credentials });
  }, [player, voice, silence, run, session.entry, session.target, session.credentials]);

  const ask = useCallback(
    (text: string, via: 'text' | 'voice' = 'text') => {
      const chat = stateRef.current.chat;
      const question = text.trim();
      if (!chat || !question || stateRef.current.screen !== 'conversation') return;
      // The reducer learns of the cut before silence() reports the audio stopped, or it would not know it was one.
      dispatch({ type: 'ask', question, now: Date.now() });
      silence();
      run({ type: 'text', chatId: chat.chatId, chatSecret: chat.chatSecret, text: question, via });
    },
    [silence, run],
  );

  /** The host page's own words (the embed SDK's `speak`): said as written, cutting the human short like a question. */
  const say = useCallback(
    (text: string) => {
      const chat = stateRef.current.chat;
      const words = text.trim();
      if (!chat || !words || stateRef.current.screen !== 'conversation') return;
      dispatch({ type: 'ask', question: '', now: Date.now() });
      silence();
      run({ type: 'say', chatId: chat.chatId, chatSecret: chat.chatSecret, text: words });
    },
    [silence, run],
  );

  /** The host page cut the human short: the answer's stream and sound stop, the conversation goes on. */
  const interrupt = useCallback(() => {
    dispatch({ type: 'interrupt' });
    silence();
  }, [silence]);

  const mute = useCallback(
    (muted: boolean) => {
      player.setMuted(muted);
      voice.setMuted(muted);
    },
    [player, voice],
  );

  const end = useCallback(
    (reason: 'user' | 'idle') => {
      const chat = stateRef.current.chat;
      if (!chat || stateRef.current.screen !== 'conversation') return;
      silence();
      // The farewell comes on this stream, then its hangup.
      dispatch({ type: 'closing', now: Date.now() });
      run({ type: 'end', chatId: chat.chatId, chatSecret: chat.chatSecret, reason });
      if (reason === 'idle') dispatch({ type: 'ended', reason: 'idle' });
    },
    [silence, run],
  );

  const restart = useCallback(() => {
    const chat = stateRef.current.chat;
    silence();
    if (chat && stateRef.current.screen !== 'ended') endQuietly(chat, 'restart');
    start();
  }, [silence, start]);

  /** The visitor started or stopped talking into the microphone: a voice cuts the human short. */
  const hearing = useCallback(
    (on: boolean) => {
      dispatch({ type: 'hearing', hearing: on, now: Date.now() });
      if (on && (stateRef.current.speaking || stateRef.current.streaming)) silence();
    },
    [silence],
  );

  /** Nothing more will be heard: no answer is coming and no voice is sounding or waiting to. */
  const isSilent = useCallback(
    () => stream.current === null && !player.busy && !voice.speaking,
    [player, voice],
  );

  // Opened by the site's "talk to it" demo, the page starts at once, but only once the browser lets it make a sound
  // without a click of its own (the framing page's click, delegated with allow="autoplay"); where it does not,
  // the start button stays for the visitor's own click.
  useEffect(() => {
    if (!autoStart) return;
    let mounted = true;
    player.unlock().then(
      () => {
        if (mounted && stateRef.current.screen === 'start') start();
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [autoStart, player, start]);

  useHeartbeat(state, dispatch);
  useTurnReports(state);
  const secondsLeft = useIdleCountdown(state, end);

  // The countdown's "continue": the server counts idleness from now on too, or its next heartbeat would end it.
  const stayActive = useCallback(() => {
    const chat = stateRef.current.chat;
    if (!chat || stateRef.current.screen !== 'conversation') return;
    dispatch({ type: 'stillHere', now: Date.now() });
    sendHeartbeat({ chatId: chat.chatId, chatSecret: chat.chatSecret }, true).catch((error: unknown) => {
      if (error instanceof RuntimeCallError && error.code === 'sessionTimedOut')
        dispatch({ type: 'fail', code: 'sessionTimedOut', now: Date.now() });
    });
  }, []);

  // Leaving the page frees the slot at once rather than when the lease lapses.
  useEffect(() => {
    const leave = () => {
      const { chat, screen } = stateRef.current;
      if (chat && screen === 'conversation') endQuietly(chat, 'user');
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  useEffect(() => () => stream.current?.abort(), []);

  return {
    state,
    mouth,
    secondsLeft,
    stayActive,
    start,
    ask,
    say,
    interrupt,
    mute,
    end,
    restart,
    hearing,
    isSilent,
    dismissNotice: () => dispatch({ type: 'dismissNotice' }),
    notify: (code: RuntimeErrorCode) => dispatch({ type: 'notice', code }),
  };
}

/** An end the page does not wait for (leaving, restarting): no farewell is heard. */
function endQuietly(chat: { chatId: string; chatSecret: string }, reason: 'user' | 'restart') {
  const body: ReceiveEventRequest = { type: 'end', chatId: chat.chatId, chatSecret: chat.chatSecret, reason };
  void fetch(withBasePath(`/api${runtimePaths.receiveEvent}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

function useHeartbeat(
  state: ConversationState,
  dispatch: (action: Parameters<typeof conversationReducer>[1]) => void,
) {
  const chat = state.screen === 'conversation' ? state.chat : null;
  useEffect(() => {
    if (!chat) return;
    let missed = 0;
    const timer = window.setInterval(() => {
      sendHeartbeat({ chatId: chat.chatId, chatSecret: chat.chatSecret }).then(
        (answer) => {
          missed = 0;
          if (answer.configChanged) dispatch({ type: 'notice', code: 'configChanged' });
        },
        (error: unknown) => {
          // The server ended the chat (idle, lapsed): the conversation is over here too.
          if (error instanceof RuntimeCallError && error.code === 'sessionTimedOut')
            dispatch({ type: 'fail', code: 'sessionTimedOut', now: Date.now() });
          else if (++missed >= MISSED_HEARTBEATS) dispatch({ type: 'notice', code: 'networkUnstable' });
        },
      );
    }, chat.heartbeatMs);
    return () => window.clearInterval(timer);
  }, [chat, dispatch]);
}

/** Each stored turn is told once, when its audio is over or was cut, when its first sound played. */
function useTurnReports(state: ConversationState) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const chat = state.chat;
    if (!chat) return;
    state.turns.forEach((turn, index) => {
      if (!turn.turnId || reported.current.has(turn.turnId)) return;
      // Over once another turn began (whether it cut this one or not) or the conversation ended, or once its
      // audio has played to the end; a turn whose clips are still loading is not over yet.
      const superseded = index < state.turns.length - 1 || state.screen === 'ended';
      const played = turn.firstAudioAt !== null && !state.streaming && !state.speaking;
      if (!superseded && !played) return;
      reported.current.add(turn.turnId);
      void saveQuestionAnswer({
        chatId: chat.chatId,
        chatSecret: chat.chatSecret,
        turnId: turn.turnId,
        interrupted: turn.interrupted,
        firstAudioMs: turn.firstAudioAt === null ? undefined : Math.max(0, turn.firstAudioAt - turn.sentAt),
      }).catch(() => undefined);
    });
  }, [state.chat, state.turns, state.streaming, state.speaking, state.screen]);
}

/** Seconds before the idle end, ticking while the countdown shows; at zero the conversation ends. */
function useIdleCountdown(state: ConversationState, end: (reason: 'idle') => void) {
  const [now, setNow] = useState(() => Date.now());
  const active = state.screen === 'conversation' && !!state.chat;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  const left = active ? idleSecondsLeft(state, Math.max(now, state.lastActivity)) : null;
  useEffect(() => {
    if (left === 0) end('idle');
  }, [left, end]);
  return left;
}
