import { z } from 'zod';
import { REFUSAL_REASONS, type AnswerSource } from '@/features/runtime/contract';
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

const rate = z.number().nullable();

/** The headline figures of one period. */
export const analyticsFigures = z.object({
  conversations: z.number(),
  /** Visitors' questions (the prologue and farewell not counted). */
  turns: z.number(),
  /** Questions that ended in the unknown-question script (or the guiding language), or with no answer. */
  unanswered: z.number(),
  /** unanswered / turns; null without turns. */
  unansweredRate: rate,
  /** Milliseconds from the visitor's question to the first sound their page played. */
  firstAudioP50: z.number().nullable(),
  firstAudioP95: z.number().nullable(),
  /** Turns whose page reported when its audio began (the percentiles' sample). */
  latencySamples: z.number(),
  /** Conversation starts refused: busy, no resource, or the session not published. */
  refused: z.number(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFigures>;

export const analyticsDay = z.object({
  date: z.string(),
  conversations: z.number(),
  turns: z.number(),
  unanswered: z.number(),
  refused: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** A session's or an application's share of the current period. `id` null: conversations without an application. */
export const analyticsGroup = z.object({
  id: z.string().nullable(),
  /** null when it was deleted since. */
  name: z.string().nullable(),
  conversations: z.number(),
  turns: z.number(),
  unanswered: z.number(),
  unansweredRate: rate,
  firstAudioP50: z.number().nullable(),
  refused: z.number(),
});
export type AnalyticsGroup = z.infer<typeof analyticsGroup>;

export const analyticsReportDto = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number(), timeZone: z.string() }),
  previousRange: z.object({ from: z.string(), to: z.string() }),
  current: analyticsFigures,
  previous: analyticsFigures,
  /** Every day of the current range, oldest first. */
  daily: z.array(analyticsDay),
  /** Every source of the runtime's contract, and any other the turns carry, with its count in each period. */
  sources: z.array(
    z.object({
      source: z.string() as z.ZodType<AnswerSource | (string & {}), string>,
      current: z.number(),
      previous: z.number(),
    }),
  ),
  refusals: z.array(z.object({ reason: z.enum(REFUSAL_REASONS), current: z.number(), previous: z.number() })),
  sessions: z.array(analyticsGroup),
  applications: z.array(analyticsGroup),
  /**
   * Visitors' thumbs up/down, once the runtime records them (issue 21 §4, another change): null until then, and the
   * page leaves its place empty.
   */
  satisfaction: z
    .object({ up: z.number(), down: z.number(), previousUp: z.number(), previousDown: z.number() })
    .nullable(),
});
export type AnalyticsReport = z.infer<typeof analyticsReportDto>;

const choice = z.object({ id: z.string(), name: z.string() });

/** `GET /api/management/analytics/choices`: what the filters offer. */
export const analyticsChoicesDto = z.object({ sessions: z.array(choice), applications: z.array(choice) });
export type AnalyticsChoices = z.infer<typeof analyticsChoicesDto>;

export const analyticsPaths = {
  overview: '/management/analytics/overview',
  choices: '/management/analytics/choices',
} as const;
