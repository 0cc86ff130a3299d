import { describe, expect, it, vi } from 'vitest';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { RuntimeStreamError, streamEvent } from './event-stream';

const encoder = new TextEncoder();

/** An event-stream answer delivered in the given chunks (split anywhere, as networks do). */
function sse(chunks: string[], init: ResponseInit = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' }, ...init });
}

const frame = (event: RuntimeEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

async function collect(response: Response) {
  const events: RuntimeEvent[] = [];
  const fetch = vi.fn(async () => response);
  await streamEvent(
    { type: 'text', chatId: 'c', chatSecret: 's', text: 'hi' },
    { signal: new AbortController().signal, onEvent: (e) => events.push(e), fetch },
  );
  return { events, fetch };
}

describe('the runtime event stream', () => {
  it('posts the event and hands on each server-sent event as it arrives, however the bytes are split', async () => {
    const all =
      frame({ type: 'state', state: 'thinking' }) +
      ': keep-alive comment\n\n' +
      frame({ type: 'text', delta: '你好，' }) +
      frame({ type: 'sentence', index: 0, text: '你好，欢迎。', audioUrl: '/api/bot/audio/a.wav' }) +
      frame({ type: 'end', turnId: 't1', source: 'scene', sources: [] });
    // Split inside a multi-byte character and inside a field name.
    const bytes = encoder.encode(all);
    const cut = [7, 40, 41, 90, bytes.length];
    const chunks: Uint8Array[] = [];
    cut.reduce((from, to) => (chunks.push(bytes.slice(from, to)), to), 0);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const { events, fetch } = await collect(
      new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    );
    expect(events.map((e) => e.type)).toEqual(['state', 'text', 'sentence', 'end']);
    expect(events[1]).toEqual({ type: 'text', delta: '你好，' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/bot/receiveEvent',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ type: 'text', chatId: 'c', chatSecret: 's', text: 'hi' }),
      }),
    );
  });

  it('delivers a last event the server closed without its blank line, and skips data that is no event', async () => {
    const { events } = await collect(
      sse(['data: not json\n\n', `data: ${JSON.stringify({ type: 'hangup', reason: 'user' })}`]),
    );
    expect(events).toEqual([{ type: 'hangup', reason: 'user' }]);
  });

  it('names the runtime message of an answer that is no stream', async () => {
    const refusal = (status: number, body: unknown = {}) =>
      collect(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    await expect(refusal(429)).rejects.toEqual(new RuntimeStreamError('maxSessionsExceeded'));
    await expect(refusal(404)).rejects.toEqual(new RuntimeStreamError('sessionUnavailable'));
    await expect(refusal(500)).rejects.toEqual(new RuntimeStreamError('networkUnstable'));
    await expect(refusal(400, { code: 1, data: { code: 'sessionBusy' } })).rejects.toEqual(
      new RuntimeStreamError('sessionBusy'),
    );
  });

  it('says the network is unstable when the request fails, and stays quiet when the page aborted it', async () => {
    const events: RuntimeEvent[] = [];
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      streamEvent(
        { type: 'start', entry: 'share', target: 'x' },
        { signal: new AbortController().signal, onEvent: (e) => events.push(e), fetch: failing },
      ),
    ).rejects.toEqual(new RuntimeStreamError('networkUnstable'));

    const controller = new AbortController();
    const aborting = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      streamEvent(
        { type: 'start', entry: 'share', target: 'x' },
        { signal: controller.signal, onEvent: () => {}, fetch: aborting },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
