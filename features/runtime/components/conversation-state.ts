import type { LiveState } from '@/components/digital-human/live/poses';
import {
  IDLE_COUNTDOWN_S,
  type EndReason,
  type RuntimeErrorCode,
  type RuntimeEvent,
} from '@/features/runtime/contract';

// The runtime page's state machine (spec §4 conversation runtime: start, busy, interrupted, timed out, max
// sessions reached), pure so that every transition is tested without a browser. The hook feeds it the server's
// events, the player's start and stop, and what the visitor does.

export interface ChatInfo {
  chatId: string;
  chatSecret: string;
  idleTimeoutS: number;
  heartbeatMs: number;
  maxDurationS: number;
}

export interface Turn {
  /** Local key of the turn; `turnId` is the server's once its `end` arrives. */
  key: number;
  turnId: string | null;
  /** Empty for the prologue. */
  question: string;
  answer: string;
  interrupted: boolean;
  /** Sent at (ms, the page's clock), and when its first sound played. */
  sentAt: number;
  firstAudioAt: number | null;
  /** No answer came: the wake-word gate or the unknown-question handling stayed silent. */
  unanswered: boolean;
  /** The documents the answer comes from, cited under the subtitle and in the history. */
  sources: { fileId: string; fileName: string }[];
  /** "Did you mean…": FAQ questions offered to tap, each asked as the next question. */
  suggestions: string[];
}

export type Screen = 'start' | 'connecting' | 'conversation' | 'ended';

export interface ConversationState {
  screen: Screen;
  chat: ChatInfo | null;
  turns: Turn[];
  /** A stream is open (the server is still answering). */
  streaming: boolean;
  /** Audio of the answer is sounding. */
  speaking: boolean;
  /** The last answer was cut short by the visitor (shown until the next one speaks). */
  interrupted: boolean;
  /** The visitor is talking into the microphone. */
  hearing: boolean;
  notice: RuntimeErrorCode | null;
  endReason: EndReason | 'error' | null;
  /**
   * Page clock of the last exchange with the server (a question sent, an answer's stream closed): the server counts
   * idleness from its last stored turn, so the countdown runs from the same moment.
   */
  lastActivity: number;
  startedAt: number | null;
}

export type Action =
  | { type: 'start'; now: number }
  | { type: 'event'; event: RuntimeEvent; now: number }
  | { type: 'ask'; question: string; now: number }
  /** The conversation is being ended: the farewell that comes is a turn of its own. */
  | { type: 'closing'; now: number }
  | { type: 'streamClosed'; now: number }
  | { type: 'audio'; speaking: boolean; now: number }
  | { type: 'hearing'; hearing: boolean; now: number }
  /** The host page (embed SDK) cut the answer short. */
  | { type: 'interrupt' }
  | { type: 'fail'; code: RuntimeErrorCode; now: number }
  /** A message that changes nothing else (the microphone refused, the settings changed). */
  | { type: 'notice'; code: RuntimeErrorCode }
  /** The visitor answered the idle countdown: the conversation is active again. */
  | { type: 'stillHere'; now: number }
  | { type: 'dismissNotice' }
  | { type: 'ended'; reason: EndReason | 'error' }
  | { type: 'restart' };

export const initialConversation: ConversationState = {
  screen: 'start',
  chat: null,
  turns: [],
  streaming: false,
  speaking: false,
  interrupted: false,
  hearing: false,
  notice: null,
  endReason: null,
  lastActivity: 0,
  startedAt: null,
};

/** Errors that end the conversation: nothing more can be said in it. */
const FATAL: ReadonlySet<RuntimeErrorCode> = new Set([
  'maxSessionsExceeded',
  'sessionTimedOut',
  'sessionUnavailable',
  'signatureTimeout',
  'resourceNotConfigured',
  'serviceSuspended',
]);

const updateLast = (turns: Turn[], change: (turn: Turn) => Turn) =>
  turns.length === 0 ? turns : [...turns.slice(0, -1), change(turns[turns.length - 1]!)];

function onEvent(state: ConversationState, event: RuntimeEvent, now: number): ConversationState {
  switch (event.type) {
    case 'chat': {
      const { chatId, chatSecret, idleTimeoutS, heartbeatMs, maxDurationS } = event;
      return {
        ...state,
        screen: state.screen === 'ended' ? 'ended' : 'conversation',
        chat: { chatId, chatSecret, idleTimeoutS, heartbeatMs, maxDurationS },
        startedAt: now,
        lastActivity: now,
      };
    }
    case 'text':
      return { ...state, turns: updateLast(state.turns, (t) => ({ ...t, answer: t.answer + event.delta })) };
    case 'sentence':
      // The subtitle follows the text events; a server that sends sentences only still fills it.
      return {
        ...state,
        turns: updateLast(state.turns, (t) =>
          t.answer.includes(event.text) ? t : { ...t, answer: t.answer + event.text },
        ),
      };
    case 'suggestions':
      return {
        ...state,
        turns: updateLast(state.turns, (t) => ({
          ...t,
          suggestions: event.questions.map((item) => item.question),
        })),
      };
    case 'end':
      return {
        ...state,
        turns: updateLast(state.turns, (t) => ({
          ...t,
          turnId: event.turnId,
          unanswered: event.source === 'none' && t.answer === '',
          sources: event.sources,
        })),
      };
    case 'hangup':
      return { ...state, screen: 'ended', endReason: event.reason, streaming: false, hearing: false };
    case 'error':
      return fail(state, event.code);
    case 'state':
      return event.state === 'ended'
        ? { ...state, screen: 'ended', endReason: state.endReason ?? 'user' }
        : state;
  }
}

/**
 * A start refused because every slot is taken is a busy moment, not a broken conversation: the visitor stays on the
 * start screen with the owner's busy words and may try again (no end screen, no error text).
 */
const FULL: ReadonlySet<RuntimeErrorCode> = new Set(['maxSessionsExceeded', 'sessionBusy']);

function fail(state: ConversationState, code: RuntimeErrorCode): ConversationState {
  if (FULL.has(code) && state.screen === 'connecting') return { ...initialConversation, notice: code };
  if (FATAL.has(code))
    return {
      ...state,
      screen: 'ended',
      // The server ends a chat that stayed quiet past its timeout: that is an idle end, whoever noticed first.
      endReason: code === 'sessionTimedOut' ? 'idle' : 'error',
      notice: code,
      streaming: false,
      speaking: false,
    };
  return { ...state, notice: code };
}

export function conversationReducer(state: ConversationState, action: Action): ConversationState {
  switch (action.type) {
    case 'start':
      return {
        ...initialConversation,
        screen: 'connecting',
        streaming: true,
        lastActivity: action.now,
        turns: [newTurn('', action.now, 1)],
      };
    case 'event':
      return onEvent(state, action.event, action.now);
    case 'ask': {
      // Barge-in: a question while the last answer is still coming or sounding cuts it short.
      const cut = state.streaming || state.speaking;
      const turns = cut ? updateLast(state.turns, (t) => ({ ...t, interrupted: true })) : state.turns;
      return {
        ...state,
        turns: [...turns, newTurn(action.question, action.now, (turns.at(-1)?.key ?? 0) + 1)],
        streaming: true,
        speaking: false,
        interrupted: cut,
        notice: null,
        lastActivity: action.now,
      };
    }
    case 'closing':
      return {
        ...state,
        turns: [...state.turns, newTurn('', action.now, (state.turns.at(-1)?.key ?? 0) + 1)],
        streaming: true,
        speaking: false,
      };
    case 'stillHere':
      return state.screen === 'conversation' ? { ...state, lastActivity: action.now } : state;
    case 'streamClosed':
      return {
        ...state,
        streaming: false,
        screen: state.screen === 'connecting' ? 'start' : state.screen,
        lastActivity: action.now,
      };
    case 'audio': {
      const turns =
        action.speaking && state.turns.at(-1)?.firstAudioAt === null
          ? updateLast(state.turns, (t) => ({ ...t, firstAudioAt: action.now }))
          : state.turns;
      return {
        ...state,
        turns,
        speaking: action.speaking,
        interrupted: action.speaking ? false : state.interrupted,
      };
    }
    case 'hearing': {
      if (!action.hearing || !(state.streaming || state.speaking))
        return { ...state, hearing: action.hearing };
      // Barge-in by voice: the visitor's speech cuts the answer (the hook stops its stream and audio).
      return {
        ...state,
        hearing: true,
        turns: updateLast(state.turns, (t) => ({ ...t, interrupted: true })),
        streaming: false,
        speaking: false,
        interrupted: true,
      };
    }
    case 'interrupt':
      if (!(state.streaming || state.speaking)) return state;
      return {
        ...state,
        turns: updateLast(state.turns, (t) => ({ ...t, interrupted: true })),
        streaming: false,
        speaking: false,
        interrupted: true,
      };
    case 'fail': {
      const failed = { ...fail(state, action.code), streaming: false };
      // A start that failed for a passing reason leaves the visitor on the start screen to try again.
      return failed.screen === 'connecting' ? { ...failed, screen: 'start' } : failed;
    }
    case 'notice':
      return { ...state, notice: action.code };
    case 'dismissNotice':
      return { ...state, notice: null };
    case 'ended':
      return {
        ...state,
        screen: 'ended',
        endReason: state.endReason ?? action.reason,
        streaming: false,
        speaking: false,
        hearing: false,
      };
    case 'restart':
      return initialConversation;
  }
}

function newTurn(question: string, now: number, key: number): Turn {
  return {
    key,
    turnId: null,
    question,
    answer: '',
    interrupted: false,
    sentAt: now,
    firstAudioAt: null,
    unanswered: false,
    sources: [],
    suggestions: [],
  };
}

/** The character's pose: talking while audio sounds, listening to the visitor, thinking while an answer comes. */
export function liveStateOf(state: ConversationState): LiveState {
  if (state.screen === 'ended') return state.speaking ? 'speaking' : 'idle';
  if (state.screen !== 'conversation') return state.screen === 'connecting' ? 'thinking' : 'idle';
  if (state.speaking) return 'speaking';
  if (state.hearing) return 'listening';
  if (state.streaming) return 'thinking';
  return 'listening';
}

/**
 * Seconds left before an idle conversation ends, once it is within the countdown; null while anything is happening
 * (an answer coming or sounding, the visitor talking). A deadline that passed meanwhile ends it as soon as all is
 * quiet, as the server has already timed it out.
 */
export function idleSecondsLeft(state: ConversationState, now: number): number | null {
  if (state.screen !== 'conversation' || !state.chat) return null;
  if (state.streaming || state.speaking || state.hearing) return null;
  const left = Math.ceil(state.chat.idleTimeoutS - (now - state.lastActivity) / 1000);
  if (left > IDLE_COUNTDOWN_S) return null;
  return Math.max(0, left);
}

/** The spec §4 status the page shows: start, busy, interrupted (timed out and max sessions are notices). */
export function statusOf(state: ConversationState): 'start' | 'busy' | 'interrupted' | 'ready' {
  if (state.screen === 'start' || state.screen === 'connecting') return 'start';
  if (state.interrupted) return 'interrupted';
  if (state.streaming && !state.speaking) return 'busy';
  return 'ready';
}
