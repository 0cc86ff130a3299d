import { describe, expect, it } from 'vitest';
import { timedStream } from './timed-stream';

describe('timedStream', () => {
  it('times the first non-empty delta and the end from the start of reading', async () => {
    let clock = 100;
    async function* source() {
      clock = 150;
      yield '';
      clock = 180;
      yield 'Hi';
      clock = 400;
      yield '!';
    }
    const stream = timedStream(source, () => clock);
    expect(stream.timing).toEqual({ firstTokenMs: null, totalMs: null });
    const deltas: string[] = [];
    for await (const delta of stream) {
      deltas.push(delta);
      if (deltas.length === 1) expect(stream.timing).toEqual({ firstTokenMs: 80, totalMs: null });
    }
    expect(deltas).toEqual(['Hi', '!']);
    expect(stream.timing).toEqual({ firstTokenMs: 80, totalMs: 300 });
  });
});
