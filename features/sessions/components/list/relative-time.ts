/** What spec §9's relative time shows: a `Time` message with its count, or the date itself. */
export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutesAgo' | 'hoursAgo'; count: number }
  | { key: 'oneDayAgo' }
  | { date: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec §9: ten-digit timestamps count seconds, longer ones milliseconds. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return new Date(String(Math.trunc(Math.abs(n))).length <= 10 ? n * SECOND : n);
  }
  return new Date(value);
}

/**
 * Spec §9: under 30 s 刚刚; under an hour in minutes; under a day in hours; under 2 days 1天前; otherwise the date
 * as year-month-day hour:minute:second (in the viewer's time zone). A time ahead of `now` (a clock that runs
 * behind the server's) counts as just now.
 */
export function relativeTime(value: Date | string | number, now: number): RelativeTime {
  const then = toDate(value);
  const age = now - then.getTime();
  if (age < 30 * SECOND) return { key: 'justNow' };
  if (age < HOUR) return { key: 'minutesAgo', count: Math.max(1, Math.floor(age / MINUTE)) };
  if (age < DAY) return { key: 'hoursAgo', count: Math.floor(age / HOUR) };
  if (age < 2 * DAY) return { key: 'oneDayAgo' };
  return { date: dateTime(then) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9's default date format, YYYY-MM-DD HH:mm:ss, in the time zone this code runs in. */
export function dateTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
