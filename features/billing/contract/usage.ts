import { z } from 'zod';
import { textField } from '@/lib/contract/fields';
import { pageIndexField, pageOf, pageSizeField } from '@/lib/contract/paging';

// Consumption records and call details (issue 22 §2 "Records", spec §2 account: call details): what the metering
// job recorded per ended conversation, summed per day, per application and per session, and one row per
// conversation. Days are local dates in the viewer's time zone, both ends included. Money is integer fen.

export const USAGE_MAX_DAYS = 366;
export const USAGE_EXPORT_MAX_ROWS = 10_000;
export const USAGE_VIEWS = ['daily', 'apps', 'sessions', 'calls'] as const;
export type UsageView = (typeof USAGE_VIEWS)[number];
export const USAGE_TARIFFS = ['standard', 'trial', 'preview'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const day = z.string('required').refine(isDate, 'invalid');
const optionalId = textField().max(100, 'tooLong').optional();

const range = {
  from: day,
  to: day,
  timeZone: z.string().max(64, 'tooLong').refine(isTimeZone, 'invalid').default('Asia/Shanghai'),
  appId: optionalId,
  sessionId: optionalId,
};
type Range = { from: string; to: string };
const inOrder = (q: Range) => !isDate(q.from) || !isDate(q.to) || q.from <= q.to;
const notTooLong = (q: Range) =>
  !isDate(q.from) || !isDate(q.to) || daysBetween(q.from, q.to) < USAGE_MAX_DAYS;

/** A records page: the range, optionally one application or session, and the page. */
export const usagePageRequest = z
  .object({ ...range, pageIndex: pageIndexField, pageSize: pageSizeField(100, 20) })
  .refine(inOrder, { message: 'rangeOrder', path: ['to'] })
  .refine(notTooLong, { message: 'rangeTooLong', path: ['from'] });
export type UsagePageRequest = z.input<typeof usagePageRequest>;

/** An export: which records, the same range and filters, every row (at most 10,000). */
export const usageExportRequest = z
  .object({ ...range, view: z.enum(USAGE_VIEWS, 'invalid') })
  .refine(inOrder, { message: 'rangeOrder', path: ['to'] })
  .refine(notTooLong, { message: 'rangeTooLong', path: ['from'] });
export type UsageExportRequest = z.input<typeof usageExportRequest>;

const sums = {
  conversations: z.number().int(),
  billableSeconds: z.number().int(),
  billedMinutes: z.number().int(),
  chargeFen: z.number().int(),
};

export const usageDayDto = z.object({ day: z.string(), ...sums });
export type UsageDayDto = z.infer<typeof usageDayDto>;
export const usageAppDto = z.object({
  /** null: conversations without an application (share links, previews). */
  appId: z.string().nullable(),
  appName: z.string().nullable(),
  ...sums,
});
export type UsageAppDto = z.infer<typeof usageAppDto>;
export const usageSessionDto = z.object({ sessionId: z.string(), sessionName: z.string(), ...sums });
export type UsageSessionDto = z.infer<typeof usageSessionDto>;

/** A call detail: one conversation as it was metered. */
export const callDetailDto = z.object({
  chatId: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  billableSeconds: z.number().int(),
  billedMinutes: z.number().int(),
  /** Per minute, the premium voice's surcharge included; 0 when free. */
  minutePriceFen: z.number().int(),
  chargeFen: z.number().int(),
  /** Why it cost what it did: `standard` (charged), `trial` or `preview` (free). */
  tariff: z.enum(USAGE_TARIFFS),
  premiumVoice: z.boolean(),
  sessionId: z.string(),
  sessionName: z.string(),
  appId: z.string().nullable(),
  appName: z.string().nullable(),
  entry: z.string(),
});
export type CallDetailDto = z.infer<typeof callDetailDto>;

/** Each page carries the totals of everything in range, not just the page. */
const withTotals = <T extends z.ZodType>(item: T) => pageOf(item).extend({ totals: z.object(sums) });
export const usageDayPageDto = withTotals(usageDayDto);
export const usageAppPageDto = withTotals(usageAppDto);
export const usageSessionPageDto = withTotals(usageSessionDto);
export const callDetailPageDto = withTotals(callDetailDto);

/** The prices metering applies now (README "Metering and pricing"). */
export const usagePricesDto = z.object({
  minutePriceFen: z.number().int(),
  premiumVoiceMinuteFen: z.number().int(),
  /** Trial corporations' conversations are metered, not charged. */
  trialCharged: z.boolean(),
});
export type UsagePricesDto = z.infer<typeof usagePricesDto>;

export const usagePaths = {
  daily: '/fee-api/usage/daily',
  apps: '/fee-api/usage/apps',
  sessions: '/fee-api/usage/sessions',
  calls: '/fee-api/usage/calls',
  export: '/fee-api/usage/export',
  prices: '/fee-api/usage/prices',
} as const;
