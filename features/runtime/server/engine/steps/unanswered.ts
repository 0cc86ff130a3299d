import 'server-only';
import type { ExtendContent } from '@/features/sessions/contract';
import type { SessionScripts } from './scripts';

export interface UnansweredState {
  /** Questions in a row that got no answer (only a script's unknown-question phrase). */
  inARow: number;
}

export const NONE_UNANSWERED: UnansweredState = { inARow: 0 };

export interface UnansweredOutcome {
  state: UnansweredState;
  /** What to say instead of an answer, and which script it is; null when the session has neither. */
  script: 'unknownQuestion' | 'guidingLanguage' | null;
  text: string | null;
  /** End the conversation after saying it (the farewell follows by the session's end type). */
  hangUp: boolean;
}

/** An answered question ends a run of unanswered ones. */
export function answered(): UnansweredState {
  return NONE_UNANSWERED;
}

/**
 * A question without an answer: the unknown-question phrase; after `unReplyCount` in a row (when `unReplayUsed`),
 * the guiding language instead (or the unknown-question phrase when there is none), and the conversation hangs up
 * when `unReplyHangUp` is set; otherwise the count starts again.
 */
export function unanswered(
  state: UnansweredState,
  extend: ExtendContent,
  scripts: Pick<SessionScripts, 'unknownQuestion' | 'guidingLanguage'>,
): UnansweredOutcome {
  const inARow = state.inARow + 1;
  const unknown = {
    script: scripts.unknownQuestion === null ? null : ('unknownQuestion' as const),
    text: scripts.unknownQuestion,
  };
  if (extend.unReplayUsed !== 1 || inARow < extend.unReplyCount)
    return { state: { inARow }, ...unknown, hangUp: false };
  const guide = scripts.guidingLanguage
    ? { script: 'guidingLanguage' as const, text: scripts.guidingLanguage }
    : unknown;
  const hangUp = extend.unReplyHangUp === 1;
  return { state: hangUp ? { inARow } : NONE_UNANSWERED, ...guide, hangUp };
}
