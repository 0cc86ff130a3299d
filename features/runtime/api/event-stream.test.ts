import { describe, expect, it } from 'vitest';
import { readEvents } from './event-stream';

function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('reading a conversation’s event stream', () => {
  it('yields each event once its frame is complete, even when a frame or a character is split across chunks', async () => {
    const text = 'data: {"type":"text","delta":"营业"}\n\ndata: {"type":"state","state":"listening"}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Cut inside the three bytes of 业, and inside the second frame.
    const cut = new TextEncoder().encode('data: {"type":"text","delta":"营').length + 1;
    const events = [];
    for await (const event of readEvents(
      streamOf([bytes.slice(0, cut), bytes.slice(cut, cut + 30), bytes.slice(cut + 30)]),
    ))
      events.push(event);
    expect(events).toEqual([
      { type: 'text', delta: '营业' },
      { type: 'state', state: 'listening' },
    ]);
  });
});
