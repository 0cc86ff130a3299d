import { describe, expect, it } from 'vitest';
import { dateTime, relativeTime, toDate } from './relative-time';

const NOW = new Date(2026, 10, 23, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(NOW - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime (spec §9)', () => {
  it('says just now under 30 seconds, and for a time slightly ahead of the clock', () => {
    expect(relativeTime(ago(0), NOW)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(29_999), NOW)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(-5 * S), NOW)).toEqual({ key: 'justNow' });
  });

  it('counts minutes from 30 seconds to an hour', () => {
    expect(relativeTime(ago(30 * S), NOW)).toEqual({ key: 'minutesAgo', count: 1 });
    expect(relativeTime(ago(5 * M + 59 * S), NOW)).toEqual({ key: 'minutesAgo', count: 5 });
    expect(relativeTime(ago(H - 1), NOW)).toEqual({ key: 'minutesAgo', count: 59 });
  });

  it('counts hours from an hour to a day', () => {
    expect(relativeTime(ago(H), NOW)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(relativeTime(ago(D - 1), NOW)).toEqual({ key: 'hoursAgo', count: 23 });
  });

  it('says 1 day ago under 2 days, then shows the date as YYYY-MM-DD HH:mm:ss', () => {
    expect(relativeTime(ago(D), NOW)).toEqual({ key: 'oneDayAgo' });
    expect(relativeTime(ago(2 * D - 1), NOW)).toEqual({ key: 'oneDayAgo' });
    expect(relativeTime(ago(2 * D), NOW)).toEqual({ date: '2026-11-21 12:00:00' });
    expect(relativeTime(new Date(2025, 0, 2, 3, 4, 5), NOW)).toEqual({ date: '2025-01-02 03:04:05' });
  });

  it('reads ISO strings and treats ten-digit timestamps as seconds', () => {
    const iso = ago(10 * M).toISOString();
    expect(relativeTime(iso, NOW)).toEqual({ key: 'minutesAgo', count: 10 });
    const seconds = Math.floor((NOW - 3 * H) / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(relativeTime(seconds, NOW)).toEqual({ key: 'hoursAgo', count: 3 });
    expect(relativeTime(String(seconds), NOW)).toEqual({ key: 'hoursAgo', count: 3 });
    expect(toDate(NOW - 3 * H).getTime()).toBe(NOW - 3 * H);
  });

  it('pads every part of the date', () => {
    expect(dateTime(new Date(2026, 2, 4, 5, 6, 7))).toBe('2026-03-04 05:06:07');
  });
});
