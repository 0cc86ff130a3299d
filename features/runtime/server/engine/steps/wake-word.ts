import 'server-only';
import { withoutPhrase } from '@/lib/text/match-text';

/** How long the digital human stays awake after the visitor last spoke (or it last answered) in wake-word mode. */
export const WAKE_QUIET_MS = 30_000;

export interface WakeState {
  /** Awake until this time (ms); null while asleep. */
  awakeUntil: number | null;
}

export const ASLEEP: WakeState = { awakeUntil: null };

export interface WakeInput {
  utterance: string;
  now: number;
  /** The session's free interaction (`isFreedom`): every utterance passes. */
  isFreedom: boolean;
  wakeWord: string | null;
  quietMs?: number;
}

export type WakeDecision =
  /** Go on with the utterance. */
  | 'pass'
  /** The utterance was the wake word and nothing more: acknowledge, nothing to answer yet. */
  | 'woke'
  /** Asleep, and no wake word in it: no answer at all. */
  | 'ignore';

/**
 * The wake-word gate. Free mode passes everything; in wake-word mode an utterance is ignored until one contains the
 * wake word (width, case and punctuation aside), then every utterance passes until the visitor has been quiet for
 * `quietMs`.
 */
export function wakeGate(state: WakeState, input: WakeInput): { decision: WakeDecision; state: WakeState } {
  const quietMs = input.quietMs ?? WAKE_QUIET_MS;
  if (input.isFreedom || !input.wakeWord?.trim()) return { decision: 'pass', state };
  const awake = state.awakeUntil !== null && input.now < state.awakeUntil;
  const rest = withoutPhrase(input.utterance, input.wakeWord);
  if (!awake && rest === null) return { decision: 'ignore', state: ASLEEP };
  return { decision: rest === '' ? 'woke' : 'pass', state: { awakeUntil: input.now + quietMs } };
}

/** Keeps an awake digital human awake while it speaks: call when its answer ends. */
export function stayAwake(state: WakeState, now: number, quietMs = WAKE_QUIET_MS): WakeState {
  return state.awakeUntil !== null && now < state.awakeUntil ? { awakeUntil: now + quietMs } : state;
}
