import { z } from 'zod';
import type { AnswerSource, RefusalReason } from '@/features/runtime/contract';
import { textField } from '@/lib/contract/fields';

// The owner's analytics ("is my digital human getting better?"): one request for a date range, answered with the
// range's figures, the previous range of the same length to compare with, and its days, sources and breakdowns.

/** The longest range one request may ask for (a year, a leap year's included). */
export const ANALYTICS_MAX_DAYS = 366;
/** The ranges the page offers; 7 days unless the owner picks another. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;

const MS_PER_DAY = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from one local date to another (`YYYY-MM-DD`, calendar arithmetic: no time zone involved). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

/** The local date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** A real calendar date (2026-02-30 is not one). */
const isDate = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value;

/**
 * An IANA zone name that Intl knows (`Asia/Shanghai`, `UTC`). Offsets such as `+08:00` are refused: PostgreSQL
 * reads a bare offset as POSIX, with the sign the other way round.
 */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const day = z.string('required').refine(isDate, 'invalid');
const optionalId = textField().max(100, 'tooLong').optional();

/**
 * `GET /api/management/analytics/overview`: `from` and `to` are local dates in `timeZone` (the viewer's, which
 * the page sends), both included.
 */
export const analyticsRequest = z
  .object({
    from: day,
    to: day,
    timeZone: z.string().max(64, 'tooLong').refine(isTimeZone, 'invalid').default('UTC'),
    sessionId: optionalId,
    appId: optionalId,
  })
  .refine((q) => !isDate(q.from) || !isDate(q.to) || q.from <= q.to, { message: 'rangeOrder', path: ['to'] })
  .refine((q) => !isDate(q.from) || !isDate(q.to) || daysBetween(q.from, q.to) < ANALYTICS_MAX_DAYS, {
    message: 'rangeTooLong',
    path: ['from'],
  });
export type AnalyticsRequest = z.input<typeof analyticsRequest>;

// ---- Responses ----

/** The headline figures of one period. */
export interface AnalyticsFigures {
  conversations: number;
  /** Visitors' questions (the prologue and farewell not counted). */
  turns: number;
  /** Questions that ended in the unknown-question script (or the guiding language), or with no answer. */
  unanswered: number;
  /** unanswered / turns; null without turns. */
  unansweredRate: number | null;
  /** Milliseconds from the visitor's question to the first sound their page played. */
  firstAudioP50: number | null;
  firstAudioP95: number | null;
  /** Turns whose page reported when its audio began (the percentiles' sample). */
  latencySamples: number;
  /** Conversation starts refused: busy, no resource, or the session not published. */
  refused: number;
}

export interface AnalyticsDay {
  date: string;
  conversations: number;
  turns: number;
  unanswered: number;
  refused: number;
}

/** A session's or an application's share of the current period. `id` null: conversations without an application. */
export interface AnalyticsGroup {
  id: string | null;
  /** null when it was deleted since. */
  name: string | null;
  conversations: number;
  turns: number;
  unanswered: number;
  unansweredRate: number | null;
  firstAudioP50: number | null;
  refused: number;
}

export interface AnalyticsReport {
  range: { from: string; to: string; days: number; timeZone: string };
  previousRange: { from: string; to: string };
  current: AnalyticsFigures;
  previous: AnalyticsFigures;
  /** Every day of the current range, oldest first. */
  daily: AnalyticsDay[];
  /** Every source of the runtime's contract, and any other the turns carry, with its count in each period. */
  sources: { source: AnswerSource | (string & {}); current: number; previous: number }[];
  refusals: { reason: RefusalReason; current: number; previous: number }[];
  sessions: AnalyticsGroup[];
  applications: AnalyticsGroup[];
  /**
   * Visitors' thumbs up/down, once the runtime records them (issue 21 §4, another change): null until then, and the
   * page leaves its place empty.
   */
  satisfaction: { up: number; down: number; previousUp: number; previousDown: number } | null;
}

/** `GET /api/management/analytics/choices`: what the filters offer. */
export interface AnalyticsChoices {
  sessions: { id: string; name: string }[];
  applications: { id: string; name: string }[];
}

export const analyticsPaths = {
  overview: '/management/analytics/overview',
  choices: '/management/analytics/choices',
} as const;
