import { describe, expect, it } from 'vitest';
import { bytesResponse, parseByteRange } from './byte-range';

describe('byte ranges', () => {
  it('reads the three forms of one range, clamped to the size', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers the whole body for no, malformed or several ranges, and refuses one past the end', () => {
    expect(parseByteRange(null, 1000)).toBeNull();
    expect(parseByteRange('bytes=5-2', 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseByteRange('items=0-1', 1000)).toBeNull();
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('answers 206 with the part and its place, 200 whole, 416 with the size', async () => {
    const bytes = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const ask = (range?: string) =>
      bytesResponse(new Request('http://x/', { headers: range ? { range } : {} }), bytes, {
        'content-type': 'audio/wav',
      });
    const part = ask('bytes=2-4');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([2, 3, 4]);
    const whole = ask();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe('10');
    const refused = ask('bytes=10-');
    expect(refused.status).toBe(416);
    expect(refused.headers.get('content-range')).toBe('bytes */10');
  });
});
