import 'server-only';
import { sseEvents } from './body-text';
import { modelFailure, parseJson } from './model-failure';
import { timedStream } from './timed-stream';
import { ModelError, type ChatMessage, type ChatProvider, type ModelFetch } from './types';

export interface OpenAiChatOptions {
  name: string;
  /** The full endpoint, `…/chat/completions`. */
  url: string;
  apiKey?: string;
  model?: string;
  /** Ask for a streamed answer (SSE); a plain JSON answer is read either way. */
  stream?: boolean;
  fetch: ModelFetch;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }>;
  error?: unknown;
}

/** An OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, LM Studio, most vendors). */
export function openAiChatProvider(options: OpenAiChatOptions): ChatProvider {
  return {
    name: options.name,
    streamChat: ({ messages, signal }) => timedStream(() => answer(options, messages, signal)),
  };
}

async function* answer(options: OpenAiChatOptions, messages: ChatMessage[], signal?: AbortSignal) {
  const stream = options.stream ?? true;
  try {
    const response = await options.fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream, application/json' : 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ ...(options.model ? { model: options.model } : {}), messages, stream }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ModelError('badStatus', { status: response.status });
    }
    if (!response.body) throw new ModelError('badResponse');
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      for await (const event of sseEvents(response.body)) {
        if (event.data === '[DONE]') return;
        const chunk = parseJson(event.data) as CompletionChunk;
        if (chunk.error) throw new ModelError('badResponse');
        const delta = chunk.choices?.[0]?.delta?.content;
        if (typeof delta === 'string') yield delta;
      }
      return;
    }
    const completion = parseJson(await response.text()) as CompletionChunk;
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new ModelError('badResponse');
    yield content;
  } catch (error) {
    throw modelFailure(error, signal);
  }
}
