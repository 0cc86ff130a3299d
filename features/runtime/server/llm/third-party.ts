import 'server-only';
import { guardedFetch, type GuardedRequest } from '@/lib/server/net/guarded-fetch';
import { bodyLines, sseEvents } from './body-text';
import { modelFailure, parseJson } from './model-failure';
import { openAiChatProvider } from './openai-chat';
import { timedStream } from './timed-stream';
import { ModelError, type ChatMessage, type ChatProvider, type ModelFetch } from './types';

export interface ThirdPartyOptions {
  /** The session's `thirdUrl`. */
  url: string;
  /** The session's `thirdParam.stream`: ask for the answer as it is produced. */
  stream: boolean;
  sessionId: string;
  language: string;
  /** Limits and test seams of the SSRF guard. */
  guard?: Omit<GuardedRequest, 'method' | 'headers' | 'body' | 'signal'>;
}

/** The guard's limits for a model answer: a model may think for a while, but an answer is never a megabyte. */
export const THIRD_PARTY_LIMITS = { connectTimeoutMs: 5_000, timeoutMs: 60_000, maxBytes: 2 * 1024 * 1024 };

export function isOpenAiCompatibleUrl(url: string): boolean {
  try {
    return /\/chat\/completions$/.test(new URL(url).pathname.replace(/\/+$/, ''));
  } catch {
    return false;
  }
}

/**
 * The customer's own model at the session's `thirdUrl`, always through the SSRF guard: OpenAI-compatible when the
 * URL ends in `/chat/completions`, else the plain protocol of the README ("Third-party model protocol").
 */
export function thirdPartyModel(options: ThirdPartyOptions): ChatProvider {
  const fetch: ModelFetch = (url, init) =>
    guardedFetch(url, { ...THIRD_PARTY_LIMITS, ...options.guard, ...init });
  if (isOpenAiCompatibleUrl(options.url))
    return openAiChatProvider({ name: 'third', url: options.url, stream: options.stream, fetch });
  return {
    name: 'third',
    streamChat: ({ messages, signal }) => timedStream(() => plainAnswer(options, fetch, messages, signal)),
  };
}

/** The body of a plain-protocol request. */
export function plainRequest(options: ThirdPartyOptions, messages: ChatMessage[]) {
  const lastUser = messages.findLastIndex((message) => message.role === 'user');
  return {
    question: lastUser === -1 ? '' : messages[lastUser]!.content,
    history: messages
      .filter((message, index) => message.role !== 'system' && index !== lastUser)
      .map(({ role, content }) => ({ role, content })),
    system: messages
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n\n'),
    sessionId: options.sessionId,
    language: options.language,
    stream: options.stream,
  };
}

interface PlainRecord {
  answer?: unknown;
  delta?: unknown;
  done?: unknown;
  error?: unknown;
}

function deltaOf(record: PlainRecord): string | null {
  if (record.error) throw new ModelError('badResponse');
  if (typeof record.delta === 'string') return record.delta;
  if (typeof record.answer === 'string') return record.answer;
  return null;
}

async function* plainAnswer(
  options: ThirdPartyOptions,
  fetch: ModelFetch,
  messages: ChatMessage[],
  signal?: AbortSignal,
) {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: options.stream
          ? 'application/x-ndjson, text/event-stream, application/json'
          : 'application/json',
      },
      body: JSON.stringify(plainRequest(options, messages)),
      signal,
    });
    if (!response.body) throw new ModelError('badResponse');
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (type.includes('text/event-stream')) {
      for await (const event of sseEvents(response.body)) {
        if (event.data === '[DONE]') return;
        const delta = deltaOf(parseJson(event.data) as PlainRecord);
        if (delta) yield delta;
      }
    } else if (/ndjson|jsonl|json-seq/.test(type)) {
      for await (const line of bodyLines(response.body)) {
        const record = parseJson(line) as PlainRecord;
        const delta = deltaOf(record);
        if (delta) yield delta;
        if (record.done === true) return;
      }
    } else if (type.includes('json')) {
      const answer = (parseJson(await response.text()) as PlainRecord).answer;
      if (typeof answer !== 'string') throw new ModelError('badResponse');
      yield answer;
    } else {
      await response.body.cancel();
      throw new ModelError('badResponse');
    }
  } catch (error) {
    throw modelFailure(error, signal);
  }
}
