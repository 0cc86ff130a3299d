import { withBasePath } from '@/lib/config/base-path';
import {
  RUNTIME_ERROR_CODES,
  runtimePaths,
  type ReceiveEventRequest,
  type RuntimeErrorCode,
  type RuntimeEvent,
} from '@/features/runtime/contract';
import { SseParser } from '@/lib/sse/sse-parser';

/** A turn that could not be had: the runtime message of spec §8 to show. */
export class RuntimeStreamError extends Error {
  constructor(readonly code: RuntimeErrorCode) {
    super(code);
    this.name = 'RuntimeStreamError';
  }
}

const isErrorCode = (value: unknown): value is RuntimeErrorCode =>
  RUNTIME_ERROR_CODES.includes(value as RuntimeErrorCode);

/** What an answer that is no stream means for the visitor (the envelope may name a runtime code itself). */
async function failureOf(response: Response): Promise<RuntimeErrorCode> {
  const body = (await response.json().catch(() => null)) as { data?: { code?: unknown } } | null;
  if (isErrorCode(body?.data?.code)) return body.data.code;
  if (response.status === 429) return 'maxSessionsExceeded';
  if (response.status === 404 || response.status === 410) return 'sessionUnavailable';
  if (response.status === 401 || response.status === 403) return 'signatureTimeout';
  if (response.status === 409) return 'sessionBusy';
  return 'networkUnstable';
}

function toEvent(data: string): RuntimeEvent | null {
  try {
    const event = JSON.parse(data) as RuntimeEvent;
    return typeof event?.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

export interface StreamOptions {
  signal: AbortSignal;
  onEvent: (event: RuntimeEvent) => void;
  fetch?: typeof fetch;
  /** The request outlives the page (the end of a chat, sent as the page goes). */
  keepalive?: boolean;
}

/**
 * `POST /api/bot/receiveEvent` read as it arrives: each server-sent event's data is one `RuntimeEvent`, handed on
 * at once so the subtitle and the audio start before the answer is complete. Resolves when the stream ends;
 * rejects with a RuntimeStreamError (or the AbortError of `signal`).
 */
export async function streamEvent(body: ReceiveEventRequest, options: StreamOptions): Promise<void> {
  const request = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await request(withBasePath(`/api${runtimePaths.receiveEvent}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new RuntimeStreamError('networkUnstable');
  }
  if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream'))
    throw new RuntimeStreamError(await failureOf(response));

  const parser = new SseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Nothing of a stream the page has aborted may reach it: its events belong to an answer that was cut.
  const stop = () => void reader.cancel().catch(() => undefined);
  options.signal.addEventListener('abort', stop, { once: true });
  const deliver = (events: { data: string }[]) => {
    for (const { data } of events) {
      if (options.signal.aborted) return;
      const event = toEvent(data);
      if (event) options.onEvent(event);
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      deliver(parser.push(value));
    }
    deliver(parser.end());
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new RuntimeStreamError('networkUnstable');
  } finally {
    options.signal.removeEventListener('abort', stop);
    reader.releaseLock();
  }
  if (options.signal.aborted) throw options.signal.reason;
}
