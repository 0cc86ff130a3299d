import type { Locale } from '@/lib/routing/locale';
import { formatDate } from './date';
import { toDayjs, type TimeInput } from './timestamp';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Kept here rather than read from messages/*.json so server and client code can format without a catalogue.
const WORDS = {
  zh: {
    justNow: () => '刚刚',
    minutes: (n: number) => `${n}分钟前`,
    hours: (n: number) => `${n}小时前`,
    oneDay: () => '1天前',
  },
  en: {
    justNow: () => 'just now',
    minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    oneDay: () => '1 day ago',
  },
} as const;

/**
 * Spec §9: under 30 s "just now", under an hour in minutes, under a day in hours, under two days "1 day ago",
 * otherwise the date. A time slightly in the future (clock skew) counts as just now.
 */
export function formatRelativeTime(value: TimeInput, locale: Locale, now: number = Date.now()): string {
  const time = toDayjs(value);
  if (!time) return '';
  const words = WORDS[locale];
  const elapsed = now - time.valueOf();
  if (elapsed < 30 * SECOND) return words.justNow();
  if (elapsed < HOUR) return words.minutes(Math.max(1, Math.floor(elapsed / MINUTE)));
  if (elapsed < DAY) return words.hours(Math.floor(elapsed / HOUR));
  if (elapsed < 2 * DAY) return words.oneDay();
  return formatDate(time.toDate());
}
