import { z } from 'zod';
import { requiredText } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';

// Promotions ("activities", spec §7): operators define them in the back office; customers see the ones aimed at
// their corporation (console banner), visitors the ones aimed at everyone (/pricing); billing applies the discount.
// Messages are keys of the `Validation` namespace.

/** Who a promotion is for: every corporation, by plan, or by certification. */
export const ACTIVITY_AUDIENCES = ['all', 'trial', 'standard', 'certified', 'uncertified'] as const;
export type ActivityAudience = (typeof ACTIVITY_AUDIENCES)[number];

/** The audiences a visitor (no corporation yet) belongs to: a new account starts on the trial. */
export const PUBLIC_AUDIENCES: readonly ActivityAudience[] = ['all', 'trial'];

export const ACTIVITY_STATES = ['upcoming', 'active', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/**
 * A discount on one product: `percent` in basis points (1500 = 15 % off, so fractions of a percent stay integers),
 * or `amount` in fen off the list price of the order (never below zero).
 */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const isoDate = z.iso.datetime({ offset: true, error: 'invalid' });

const discountFields = z.object({
  productId: requiredText(100),
  kind: z.enum(DISCOUNT_KINDS, 'invalid'),
  value: z.coerce.number('invalid').int('invalid').min(1, 'outOfRange'),
});

/** The operator's form: both languages, the period (UTC instants), the audience, the optional discount. */
const activityObject = z.object({
  titleZh: requiredText(60),
  titleEn: requiredText(120),
  textZh: requiredText(500, { multiline: true }),
  textEn: requiredText(1000, { multiline: true }),
  startsAt: isoDate,
  endsAt: isoDate,
  audience: z.enum(ACTIVITY_AUDIENCES, 'invalid'),
  discount: discountFields.nullable().default(null),
});

type ActivityShape = z.infer<typeof activityObject>;
const periodAndDiscountRules = <S extends z.ZodType<ActivityShape>>(schema: S) =>
  schema
    .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), {
      path: ['endsAt'],
      message: 'endBeforeStart',
    })
    .refine((value) => value.discount?.kind !== 'percent' || value.discount.value <= 10_000, {
      path: ['discount', 'value'],
      message: 'outOfRange',
    });

export const activityFields = periodAndDiscountRules(activityObject);
export type ActivityFields = z.input<typeof activityFields>;

export const activityIdRequest = z.object({ activityId: requiredText(100) });
export const updateActivityRequest = periodAndDiscountRules(
  activityObject.extend({ activityId: requiredText(100) }),
);

export const activityDiscount = z.object({
  productId: z.string(),
  /** The product's names as they are now (null once billing no longer knows it). */
  productNameZh: z.string().nullable(),
  productNameEn: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
});

/** One promotion as customers and visitors see it (both languages: the page picks its own). */
export const activityDto = z.object({
  activityId: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  textZh: z.string(),
  textEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: z.enum(ACTIVITY_AUDIENCES),
  state: z.enum(ACTIVITY_STATES),
  discount: activityDiscount.nullable(),
});
export type ActivityDto = z.infer<typeof activityDto>;

/** The back office's row: who made it and when. */
export const operatorActivityDto = activityDto.extend({ createdAt: z.string(), updatedAt: z.string() });
export type OperatorActivityDto = z.infer<typeof operatorActivityDto>;

export const operatorActivityQuery = z.object({
  state: z.enum(ACTIVITY_STATES).optional(),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});

export const activityPaths = {
  all: '/management/activities/getActivities',
  effective: '/management/activities/getEffectiveActivities',
  public: '/common/activities/getEffectiveActivities',
  operatorList: '/operator/activities',
  create: '/operator/activities/create',
  update: '/operator/activities/update',
  end: '/operator/activities/end',
} as const;

// The back office enters a promotion's period in China time (UTC+8 all year: no daylight saving) and the platform
// stores UTC instants. A `datetime-local` field holds "YYYY-MM-DDTHH:mm" without a zone; these two convert.

const OFFSET_MS = 8 * 3_600_000;

/** A stored instant as the field shows it, in China time. */
export const toChinaInput = (iso: string) => new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);

/** The field's China time as a UTC instant; null when the field is empty or not a time. */
export function fromChinaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
