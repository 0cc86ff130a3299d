import type { UnansweredReason } from '@/features/runtime/contract';

/** The scripts said instead of an answer (steps/unanswered.ts). */
const NO_ANSWER_SCRIPTS = new Set(['unknownQuestion', 'guidingLanguage']);

/** What the stored trace of a turn may hold; read loosely, as older turns may lack any of it. */
interface LooseTrace {
  wakeWord?: string;
  interruption?: { word: string } | null;
  knowledge?: {
    faq?: { decision?: string } | null;
    passages?: unknown[];
  };
  model?: { error?: string } | null;
  scripts?: string[];
  /** The FAQ questions offered as "Did you mean…" (the suggestions step). */
  suggestions?: unknown[];
}

export interface TurnFacts {
  source: string;
  trace: unknown;
  feedback: string | null;
}

/**
 * Why a turn belongs on the owner's unanswered list; empty when it was answered well (or was no question: the wake
 * word alone, an interrupting word alone). One place decides it, so the list, its SQL pre-filter and the analytics
 * count the same turns.
 */
export function unansweredReasons(turn: TurnFacts): UnansweredReason[] {
  const trace = (turn.trace ?? {}) as LooseTrace;
  const reasons: UnansweredReason[] = [];
  if (trace.model?.error) reasons.push('modelError');
  const notAQuestion = (trace.wakeWord && trace.wakeWord !== 'pass') || Boolean(trace.interruption);
  const scriptInstead =
    turn.source === 'script' && (trace.scripts ?? []).some((s) => NO_ANSWER_SCRIPTS.has(s));
  if (scriptInstead || (turn.source === 'none' && !notAQuestion)) reasons.push('unknown');
  if (turn.source === 'suggestion' || (trace.suggestions?.length ?? 0) > 0) reasons.push('suggestion');
  if (turn.source === 'model' && lowConfidence(trace)) reasons.push('lowConfidence');
  if (turn.feedback === 'down') reasons.push('disliked');
  return reasons;
}

/** The model answered from FAQ items that were only close (decision 'context'), or with no knowledge at all. */
function lowConfidence(trace: LooseTrace): boolean {
  const decision = trace.knowledge?.faq?.decision;
  const passages = trace.knowledge?.passages?.length ?? 0;
  return decision === 'context' || (decision !== 'answer' && passages === 0);
}

/** Sources whose turns can carry a reason without a thumbs down or a model error (the SQL pre-filter). */
export const UNANSWERED_SOURCES = ['none', 'script', 'model', 'suggestion'] as const;
