import { describe, expect, it } from 'vitest';
import { beijingTime, fenToYuan, parseBeijingTime, rfc3339Beijing, yuanToFen } from './money';

describe('amounts between fen and yuan', () => {
  it('writes fen as a two-decimal yuan string', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(1230)).toBe('12.30');
    expect(fenToYuan(99_999_999)).toBe('999999.99');
    expect(() => fenToYuan(1.5)).toThrow();
    expect(() => fenToYuan(-1)).toThrow();
  });

  it('reads yuan strings exactly and refuses anything else', () => {
    expect(yuanToFen('12.30')).toBe(1230);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.29')).toBe(29);
    for (const bad of ['-1', '1.234', '1e3', '', 'abc', '1.'] as const) expect(yuanToFen(bad)).toBeNull();
  });

  it('formats and reads Beijing time', () => {
    const at = new Date('2026-11-27T10:30:05Z');
    expect(beijingTime(at)).toBe('2026-11-27 18:30:05');
    expect(rfc3339Beijing(at)).toBe('2026-11-27T18:30:05+08:00');
    expect(parseBeijingTime('2026-11-27 18:30:05')?.toISOString()).toBe(at.toISOString());
    expect(parseBeijingTime('yesterday')).toBeNull();
  });
});
