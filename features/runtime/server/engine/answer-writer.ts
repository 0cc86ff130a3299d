import 'server-only';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { ModelError, type ChatMessage, type ChatProvider, type ModelFailure } from '../llm/types';
import type { Speaker } from './speaker';
import { createSentenceSplitter } from './steps/sentence-splitter';

/** Characters of the first clause that is spoken at its comma, so that a long first sentence starts sooner. */
const FIRST_CLAUSE_MIN = 12;

export interface ModelTrace {
  option: string;
  /** ms from the question to the model request. */
  requestAtMs: number;
  /** The model's own latency: from its request to its first token, and to its last. */
  firstTokenMs: number | null;
  totalMs: number | null;
  /** contract MODEL_FAILURE_KINDS: why the model gave no (complete) answer. */
  error?: ModelFailure;
  /** The HTTP status of a `badStatus`. */
  status?: number;
}

/**
 * Writes what the digital human says: the text as `text` events for the subtitle, and each sentence to the
 * speaker the moment it is complete.
 */
export function createAnswerWriter(push: (event: RuntimeEvent) => void, speaker: Speaker) {
  let said = '';
  const write = (delta: string, splitter: ReturnType<typeof createSentenceSplitter>) => {
    said += delta;
    push({ type: 'text', delta });
    for (const sentence of splitter.push(delta)) speaker.say(sentence);
  };
  return {
    /** A script, a scene's reply, an FAQ answer. */
    fixed(text: string) {
      const splitter = createSentenceSplitter();
      write(said ? ` ${text}` : text, splitter);
      for (const sentence of splitter.flush()) speaker.say(sentence);
    },
    /**
     * A large model's answer as it streams. A model that fails before its first token leaves nothing said (the
     * caller answers from scripts); one that fails later keeps what it said. The turn's abort is rethrown.
     */
    async model(
      provider: ChatProvider,
      messages: ChatMessage[],
      signal: AbortSignal,
      requestAtMs: number,
    ): Promise<{ answered: boolean; trace: ModelTrace }> {
      const splitter = createSentenceSplitter({ firstClauseMin: FIRST_CLAUSE_MIN });
      const stream = provider.streamChat({ messages, signal });
      const before = said.length;
      const trace: ModelTrace = { option: provider.name, requestAtMs, firstTokenMs: null, totalMs: null };
      if (before) write(' ', splitter);
      try {
        for await (const delta of stream) write(delta, splitter);
      } catch (error) {
        if (signal.aborted) throw error;
        trace.error = error instanceof ModelError ? error.reason : 'unreachable';
        if (error instanceof ModelError && error.detail?.status) trace.status = error.detail.status;
      } finally {
        trace.firstTokenMs = round(stream.timing.firstTokenMs);
        trace.totalMs = round(stream.timing.totalMs);
      }
      for (const sentence of splitter.flush()) speaker.say(sentence);
      const answered = said.slice(before).trim().length > 0;
      // An answer of nothing but white space is no answer, whatever the provider made of it.
      if (!answered && !trace.error) trace.error = 'empty';
      return { answered, trace };
    },
    get said() {
      return said.trim();
    },
  };
}

const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
