import { toDayjs, type TimeInput } from './timestamp';

/** Spec §9: the default date format is year-month-day hour:minute:second. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Formats a date, a timestamp (seconds or milliseconds) or an ISO string; '' when there is nothing to show. */
export function formatDate(value: TimeInput, pattern: string = DEFAULT_DATE_FORMAT): string {
  return toDayjs(value)?.format(pattern) ?? '';
}
