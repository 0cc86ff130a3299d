import 'server-only';
import { MODEL_FAILURE_KINDS, type ModelFailureKind } from '@/features/runtime/contract';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Measured from the start of the request: the first text delta (the model's first token) and the end. */
export interface ChatTiming {
  firstTokenMs: number | null;
  totalMs: number | null;
}

/** The answer's text deltas as they come; `timing` fills in while it is read. */
export interface ChatStream extends AsyncIterable<string> {
  readonly timing: ChatTiming;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Aborting closes the upstream request at once (barge-in). */
  signal?: AbortSignal;
}

/** A large model: the operator's A or B, or the session's third party. */
export interface ChatProvider {
  /** What the debug trace names: `A`, `B` or `third`. */
  readonly name: string;
  streamChat(request: ChatRequest): ChatStream;
}

/** The kinds of failure (the runtime contract's, which the console reads too). */
export const MODEL_FAILURES = MODEL_FAILURE_KINDS;
export type ModelFailure = ModelFailureKind;

/** Why a model gave no (complete) answer; the engine then answers from scripts. */
export class ModelError extends Error {
  override name = 'ModelError';
  constructor(
    readonly reason: ModelFailure,
    readonly detail?: { status?: number; refusal?: string },
  ) {
    super(
      `large model failed: ${reason}${detail?.status ? ` ${detail.status}` : ''}${detail?.refusal ? ` (${detail.refusal})` : ''}`,
    );
  }
}

/** The fetch a provider calls: global fetch with timeouts for the operator's models, the guarded one for a customer's. */
export type ModelFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<Response>;
