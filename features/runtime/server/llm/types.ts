import 'server-only';

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

export const MODEL_FAILURES = [
  'timeout',
  'badStatus',
  /** The model answered, but not in a form this client reads (malformed JSON or events, an error object). */
  'badResponse',
  /** The model answered without a word of text. */
  'empty',
  /** The model answered only with tool calls, which a spoken answer cannot use. */
  'toolCalls',
  'unreachable',
  'tooLarge',
  /** The SSRF guard refused the customer's URL (`detail` says why). */
  'refused',
] as const;
export type ModelFailure = (typeof MODEL_FAILURES)[number];

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
