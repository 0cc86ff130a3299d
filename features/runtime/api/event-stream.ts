import type { ReceiveEventRequest, RuntimeEvent } from '@/features/runtime/contract';
import { runtimePaths } from '@/features/runtime/contract';
import { buildUrl, servicePath } from '@/lib/api-client/request-url';
import { loadClientConfig } from '@/lib/config/client-config';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';

/** Splits a `text/event-stream` body into the JSON of its `data:` lines, one event per blank-line frame. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RuntimeEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) yield JSON.parse(data) as RuntimeEvent;
      end = buffer.indexOf('\n\n');
    }
    if (done) return;
  }
}

/**
 * `POST /api/bot/receiveEvent`: one event of a conversation, answered as a stream of events. The API client reads
 * whole envelopes, so this goes through fetch; a refusal before the stream (an envelope) becomes an `error` event.
 */
export async function* sendEvent(
  event: ReceiveEventRequest,
  signal?: AbortSignal,
  /** `keepalive`: the request outlives the page (the end of a chat sent as the page goes). */
  options: { keepalive?: boolean } = {},
): AsyncGenerator<RuntimeEvent> {
  const { serviceBaseUrl, serviceName } = await loadClientConfig();
  const url = buildUrl(
    serviceBaseUrl,
    servicePath(runtimePaths.receiveEvent, serviceName),
    { lang: document.documentElement.lang || 'zh' },
    window.location.origin,
  );
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [WEB_CLIENT_HEADER]: 'web' },
    body: JSON.stringify(event),
    signal,
    keepalive: options.keepalive,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    yield { type: 'error', code: 'networkUnstable', message: envelope?.message ?? '' };
    return;
  }
  yield* readEvents(response.body);
}
