import 'server-only';
import { bodyText, sseEvents } from './body-text';
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
  choices?: Array<{
    delta?: { content?: unknown; tool_calls?: unknown };
    message?: { content?: unknown; tool_calls?: unknown };
  }>;
  error?: unknown;
}

/** An OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, LM Studio, most vendors). */
export function openAiChatProvider(options: OpenAiChatOptions): ChatProvider {
  return {
    name: options.name,
    streamChat: ({ messages, signal }) => timedStream(() => answer(options, messages, signal)),
  };
}

const hasToolCalls = (value: unknown) => Array.isArray(value) && value.length > 0;

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
    // Prism-like mock servers answer a stream request with 500: a bad status like any other.
    if (!response.ok) {
      await response.body?.cancel();
      throw new ModelError('badStatus', { status: response.status });
    }
    if (!response.body) throw new ModelError('empty');
    const said = { text: false, toolCalls: false };
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream'))
      yield* eventDeltas(sseEvents(response.body), said);
    else yield* wholeAnswer(await readAll(response.body), said);
    if (!said.text) throw new ModelError(said.toolCalls ? 'toolCalls' : 'empty');
  } catch (error) {
    throw modelFailure(error, signal);
  }
}

async function* eventDeltas(
  events: AsyncIterable<{ data: string }> | Iterable<{ data: string }>,
  said: { text: boolean; toolCalls: boolean },
) {
  for await (const event of events) {
    if (event.data === '[DONE]') return;
    const chunk = parseJson(event.data) as CompletionChunk;
    if (chunk.error) throw new ModelError('badResponse');
    const delta = chunk.choices?.[0]?.delta;
    if (hasToolCalls(delta?.tool_calls)) said.toolCalls = true;
    if (typeof delta?.content === 'string' && delta.content) {
      said.text = true;
      yield delta.content;
    }
  }
}

/**
 * An answer that is not labelled an event stream: the plain JSON completion some servers send to a stream request
 * (and every server to a non-stream one), or — servers differ — events sent under another content type.
 */
async function* wholeAnswer(body: string, said: { text: boolean; toolCalls: boolean }) {
  const text = body.trimStart();
  if (/^(data|event|id):/.test(text)) {
    yield* eventDeltas(
      text
        .split(/\r?\n\r?\n/)
        .map((block) => ({
          data: block
            .split(/\r?\n/)
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n'),
        }))
        .filter((event) => event.data),
      said,
    );
    return;
  }
  const completion = parseJson(text) as CompletionChunk;
  if (completion.error) throw new ModelError('badResponse');
  const message = completion.choices?.[0]?.message;
  if (!message) throw new ModelError('badResponse');
  if (hasToolCalls(message.tool_calls)) said.toolCalls = true;
  if (message.content !== undefined && message.content !== null && typeof message.content !== 'string')
    throw new ModelError('badResponse');
  if (typeof message.content === 'string' && message.content) {
    said.text = true;
    yield message.content;
  }
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  let text = '';
  for await (const part of bodyText(body)) text += part;
  return text;
}
