import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@/lib/format/relative-time';

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime (spec §9)', () => {
  it('says just now under 30 seconds', () => {
    expect(formatRelativeTime(ago(0), 'zh', now)).toBe('刚刚');
    expect(formatRelativeTime(ago(29 * S), 'zh', now)).toBe('刚刚');
    expect(formatRelativeTime(ago(29 * S), 'en', now)).toBe('just now');
  });

  it('counts a future time (clock skew) as just now', () => {
    expect(formatRelativeTime(now + 5 * S, 'en', now)).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(ago(30 * S), 'zh', now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(5 * M), 'zh', now)).toBe('5分钟前');
    expect(formatRelativeTime(ago(59 * M + 59 * S), 'zh', now)).toBe('59分钟前');
    expect(formatRelativeTime(ago(1 * M), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(12 * M), 'en', now)).toBe('12 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(ago(H), 'zh', now)).toBe('1小时前');
    expect(formatRelativeTime(ago(23 * H + 59 * M), 'zh', now)).toBe('23小时前');
    expect(formatRelativeTime(ago(H), 'en', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * H), 'en', now)).toBe('3 hours ago');
  });

  it('says one day ago under two days', () => {
    expect(formatRelativeTime(ago(D), 'zh', now)).toBe('1天前');
    expect(formatRelativeTime(ago(2 * D - S), 'zh', now)).toBe('1天前');
    expect(formatRelativeTime(ago(D), 'en', now)).toBe('1 day ago');
  });

  it('shows the date from two days on', () => {
    expect(formatRelativeTime(ago(2 * D), 'zh', now)).toBe('2026-11-20 12:00:00');
    expect(formatRelativeTime(new Date(2026, 9, 13, 8, 30).getTime(), 'en', now)).toBe('2026-10-13 08:30:00');
  });

  it('reads ten-digit timestamps as seconds', () => {
    expect(formatRelativeTime(Math.floor(ago(5 * M) / 1000), 'zh', now)).toBe('5分钟前');
    expect(formatRelativeTime(String(Math.floor(ago(3 * H) / 1000)), 'en', now)).toBe('3 hours ago');
  });

  it('gives an empty string for a missing time', () => {
    expect(formatRelativeTime(null, 'zh', now)).toBe('');
  });
});
