import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate } from '@/lib/format/date';
import { toDayjs } from '@/lib/format/timestamp';

// Local-time constructors keep the expectations independent of the machine's time zone.
const local = new Date(2026, 10, 22, 9, 5, 7);

describe('formatDate', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(local)).toBe('2026-11-22 09:05:07');
  });

  it('reads a ten-digit timestamp as seconds', () => {
    expect(formatDate(Math.floor(local.getTime() / 1000))).toBe('2026-11-22 09:05:07');
  });

  it('reads a thirteen-digit timestamp as milliseconds', () => {
    expect(formatDate(local.getTime())).toBe('2026-11-22 09:05:07');
  });

  it('reads strings of digits by the same rule', () => {
    expect(formatDate(String(Math.floor(local.getTime() / 1000)))).toBe('2026-11-22 09:05:07');
    expect(formatDate(String(local.getTime()))).toBe('2026-11-22 09:05:07');
  });

  it('reads ISO strings', () => {
    expect(formatDate(local.toISOString())).toBe('2026-11-22 09:05:07');
    expect(formatDate('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05');
  });

  it('accepts another pattern', () => {
    expect(formatDate(local, 'YYYY/MM/DD')).toBe('2026/11/22');
  });

  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(toDayjs(Number.NaN)).toBeNull();
  });
});
