import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

function parseAll(chunks: string[]) {
  const parser = new SseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('SseParser', () => {
  it('dispatches each event at its blank line, whatever the chunking', () => {
    const text = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    const expected = [
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
      { event: 'message', data: '[DONE]' },
    ];
    expect(parseAll([text])).toEqual(expected);
    expect(parseAll([...text])).toEqual(expected);
  });

  it('reads CRLF and CR line ends, also a CRLF split across chunks', () => {
    expect(parseAll(['data: one\r', '\n\r', '\ndata: two\r\r'])).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ]);
  });

  it('joins multi-line data, keeps event names, skips comments and strips one space only', () => {
    expect(parseAll([': keep-alive\n\nevent: delta\ndata:  two spaces\ndata:x\nid: 7\n\n'])).toEqual([
      { event: 'delta', data: ' two spaces\nx' },
    ]);
  });

  it('ignores a BOM and a blank line without data, and dispatches a last event left without its blank line', () => {
    expect(parseAll(['\uFEFF\n\ndata: last'])).toEqual([{ event: 'message', data: 'last' }]);
  });
});
