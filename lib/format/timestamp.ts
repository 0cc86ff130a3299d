import dayjs, { type Dayjs } from 'dayjs';

export type TimeInput = Date | number | string | null | undefined;

const DIGITS = /^-?\d+$/;

/**
 * Spec §9: a ten-digit timestamp counts seconds (what the platform API sends); longer ones count milliseconds.
 * Strings of digits follow the same rule; other strings are read as ISO dates. Returns null when unreadable.
 */
export function toDayjs(value: TimeInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: Dayjs;
  if (value instanceof Date) parsed = dayjs(value);
  else if (typeof value === 'number' || DIGITS.test(value.trim())) {
    const n = Number(value);
    if (!Number.isFinite(n)) return null;
    parsed = dayjs(String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n);
  } else parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}
