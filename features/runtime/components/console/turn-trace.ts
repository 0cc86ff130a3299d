import type { ModelFallback, TurnDto } from '@/features/runtime/contract';

/**
 * A turn's trace as the engine stores it (features/runtime/server/engine/turn.ts `TurnTrace`). The records hand it
 * over untyped, and older turns may lack newer fields, so every part is optional.
 */
export interface TurnTraceView {
  wakeWord?: 'pass' | 'woke' | 'ignore';
  interruption?: { word: string } | null;
  scene?: { index: number; keyword: string } | null;
  knowledge?: {
    ms: number;
    faq: { decision: 'answer' | 'context' | 'none'; question: string; score: number } | null;
    faqMatches?: { faqId: string; question: string; score: number }[];
    thresholds?: { answer: number; context: number };
    passages: { fileId: string; fileName: string; ordinal: number; score: number }[];
  };
  model?: {
    option: string;
    configured?: boolean;
    requestAtMs?: number;
    firstTokenMs?: number | null;
    totalMs?: number | null;
    /** contract MODEL_FAILURE_KINDS, and the HTTP status of a `badStatus`. */
    error?: string;
    status?: number;
    /** What answered instead when the model failed without a word. */
    fallback?: ModelFallback;
  } | null;
  /** No model answered: the sentences read from a document, or the FAQ questions offered. */
  withoutModel?: {
    extract?: {
      fileId: string;
      ordinal: number;
      score: number;
      coverage: number;
      answered: number;
      sentences: number[];
    };
    suggestions?: { faqIds: string[]; questions: string[] };
  };
  scripts?: string[];
  sentences?: { index: number; text: string; ms: number; cached: boolean; failed?: boolean }[];
  firstSentenceMs?: number | null;
}

export const traceOf = (turn: TurnDto) => turn.trace as TurnTraceView;
