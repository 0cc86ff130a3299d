import { z } from 'zod';
import { textField } from '@/lib/contract/fields';

// Plans, trials, limits and grants (issue 20 §2): what a corporation may hold and run. The defaults of each plan are
// here; a corporation's limits are its plan's defaults, each overridable by an operator in the back office. The
// sessions, runtime, knowledge and deployment areas ask the plans area for a corporation's effective limits
// through ports composed in app/, and the customer's console reads them from `sys-api/user/limits`.

export const PLANS = ['trial', 'standard'] as const;
export type Plan = (typeof PLANS)[number];

/** What a corporation's plan caps. */
export const LIMIT_KINDS = ['sessions', 'digitalHumans', 'concurrency', 'faqItems', 'documents'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** A cap per kind; null: no cap. */
export type Limits = Record<LimitKind, number | null>;

/** Sessions a trial corporation may create (the sample does not count). */
export const MAX_TRIAL_SESSIONS = 2;
/** Digital humans (one per session) any corporation may have. */
export const MAX_DIGITAL_HUMANS = 10;
/** Concurrent conversations of a trial corporation's own grant. */
export const TRIAL_CONCURRENCY = 2;
/** Concurrent conversations of a standard corporation's own grant unless RUNTIME_STANDARD_CONCURRENCY is set. */
export const STANDARD_CONCURRENCY = 10;
/** FAQ items a corporation may hold unless the operator sets `KNOWLEDGE_FAQ_MAX` (README). */
export const DEFAULT_FAQ_MAX_ITEMS = 100_000;
/** The highest value an operator may give a limit: a sanity bound, not a product rule. */
export const LIMIT_VALUE_MAX = 10_000_000;

const id = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');
const limitValue = z.number().int('outOfRange').min(0, 'outOfRange').max(LIMIT_VALUE_MAX, 'outOfRange');

export const limitsDto = z.object({
  sessions: z.number().int().nullable(),
  digitalHumans: z.number().int().nullable(),
  concurrency: z.number().int().nullable(),
  faqItems: z.number().int().nullable(),
  documents: z.number().int().nullable(),
});

/** One limit overridden for a corporation, or `value: null` to give it back its plan's default. */
export const setLimitRequest = z.object({
  corpId: id,
  limit: z.enum(LIMIT_KINDS),
  value: limitValue.nullable(),
});
export type SetLimitRequest = z.infer<typeof setLimitRequest>;

/** A discount in percent, applied by billing (a later issue) to the corporation's orders. */
export const setDiscountRequest = z.object({
  corpId: id,
  percent: z.number().int('outOfRange').min(0, 'outOfRange').max(100, 'outOfRange'),
});
export type SetDiscountRequest = z.infer<typeof setDiscountRequest>;

export const setTrialEndRequest = z.object({
  corpId: id,
  trialEndsAt: z.iso.datetime({ offset: true }),
});

/** A grant an operator gives: concurrent conversations from now until `endsAt`. */
export const addGrantRequest = z.object({
  corpId: id,
  concurrency: z.number().int('outOfRange').min(1, 'outOfRange').max(100_000, 'outOfRange'),
  endsAt: z.iso.datetime({ offset: true }),
});
export type AddGrantRequest = z.infer<typeof addGrantRequest>;

/** Ends a grant now (the plan's own grant follows the plan and cannot be ended). */
export const endGrantRequest = z.object({ corpId: id, grantId: id });
export type EndGrantRequest = z.infer<typeof endGrantRequest>;

export const grantDto = z.object({
  grantId: z.string(),
  source: z.string(),
  concurrency: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
});
export type GrantRow = z.infer<typeof grantDto>;

/** A corporation's plan as the back office shows it: effective limits, the plan's defaults, what is overridden. */
export const corporationPlanDto = z.object({
  plan: z.string(),
  trialEndsAt: z.string(),
  trialEnded: z.boolean(),
  limits: limitsDto,
  defaults: limitsDto,
  overridden: z.array(z.enum(LIMIT_KINDS)),
  discountPercent: z.number().int(),
  grants: z.array(grantDto),
});
export type CorporationPlanDto = z.infer<typeof corporationPlanDto>;

/** The back office's changes to a corporation's plan (the detail itself is the operator area's). */
export const plansPaths = {
  setTrialEnd: '/operator/corporations/trial',
  setLimit: '/operator/corporations/limits',
  setDiscount: '/operator/corporations/discount',
  addGrant: '/operator/corporations/grants',
  endGrant: '/operator/corporations/grants/end',
} as const;
