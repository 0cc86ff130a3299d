import 'server-only';
import { SseParser, type SseEvent } from '@/lib/sse/sse-parser';

/** The body decoded as UTF-8 as it arrives (a character split across chunks is kept whole). */
export async function* bodyText(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    // Stopping early (barge-in, an error) cancels the body, which closes the upstream connection.
    await reader.cancel().catch(() => {});
  }
}

export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const parser = new SseParser();
  for await (const text of bodyText(body)) yield* parser.push(text);
  yield* parser.end();
}

/** Newline-delimited records (NDJSON): each non-blank line. */
export async function* bodyLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffer = '';
  for await (const text of bodyText(body)) {
    buffer += text;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield line;
  }
  if (buffer.trim()) yield buffer;
}
