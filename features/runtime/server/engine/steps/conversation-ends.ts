import 'server-only';
import type { PROLOGUE_TYPES, SCRIPT_END_TYPES } from '@/features/sessions/contract';
import type { SessionScripts } from './scripts';

export type Opening =
  /** Say the prologue as written. */
  | { kind: 'fixed'; text: string }
  /** Let the model greet in its own words, with the prologue as its cue. */
  | { kind: 'model'; cue: string }
  | null;

/** How the conversation opens, by the session's `prologueType`; null without a prologue. */
export function opening(scripts: SessionScripts, prologueType: (typeof PROLOGUE_TYPES)[number]): Opening {
  if (!scripts.prologue) return null;
  return prologueType === 'model'
    ? { kind: 'model', cue: scripts.prologue }
    : { kind: 'fixed', text: scripts.prologue };
}

/** `maxConversation` is the number of questions a conversation takes: the one that reaches it is the last. */
export function isLastTurn(questionsSoFar: number, maxConversation: number): boolean {
  return questionsSoFar >= maxConversation;
}

/** What is said when the conversation ends, by the session's `scriptEndType`: the farewell, or nothing. */
export function closingWords(
  scripts: SessionScripts,
  scriptEndType: (typeof SCRIPT_END_TYPES)[number],
): string | null {
  return scriptEndType === 'farewell' ? scripts.farewell : null;
}
