import { z } from 'zod';
import { pageIndexField as pageIndex, pageSizeField } from '@/lib/contract/paging';
import { nameField, textField } from '@/lib/contract/fields';

// Applications and concurrent resources (spec §3 concurrent resource / application, §4 resource status, §5 "app
// name and concurrent resource required", §7 application calls): one schema per request, shared by the console's
// forms, the API client, the route handlers and customers' own systems.

/** A resource is "about to expire" when its grant ends within this many days (spec §4). */
export const EXPIRING_SOON_DAYS = 7;
export const APP_NAME_MAX = 50;
/** A sanity bound: the real ceiling is the grant's free concurrency, checked by the server. */
export const APP_CONCURRENCY_MAX = 100_000;
export const RESOURCE_STATUSES = ['active', 'expiring', 'expired'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
/** 'trial': the plan's own grant, created for a corporation that has none; 'order': bought (billing, later);
 * 'operator': given in the back office. */
export const GRANT_SOURCES = ['trial', 'order', 'operator'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];
/** The concurrency chart: the last 24 hours in 15-minute buckets unless asked otherwise. */
export const STAT_HOURS_DEFAULT = 24;
export const STAT_BUCKET_MINUTES_DEFAULT = 15;
export const STAT_BUCKETS_MAX = 500;

const MS_PER_DAY = 86_400_000;

/** Active until `EXPIRING_SOON_DAYS` before the end, then expiring, expired from the end on (or before the start). */
export function resourceStatus(
  grant: { startsAt: Date | string; endsAt: Date | string },
  now: Date = new Date(),
): ResourceStatus {
  const ends = new Date(grant.endsAt).getTime();
  const at = now.getTime();
  if (at >= ends || at < new Date(grant.startsAt).getTime()) return 'expired';
  return ends - at <= EXPIRING_SOON_DAYS * MS_PER_DAY ? 'expiring' : 'active';
}

const id = textField().min(1, 'required').max(100, 'tooLong');
const appIdField = textField().min(1, 'required').max(100, 'tooLong');
const pageSize = pageSizeField(100, 20);

export const appName = nameField(APP_NAME_MAX);
export const appConcurrency = z.coerce
  .number('required')
  .int('invalid')
  .min(1, 'outOfRange')
  .max(APP_CONCURRENCY_MAX, 'outOfRange');
/** The session the application serves: one of the corporation's; empty for none (yet). */
const servedSession = textField().max(100, 'tooLong').optional();

// ---- Requests ----

export const pageApplicationRequest = z.object({
  pageIndex,
  pageSize,
  /** Part of the name. */
  keyword: textField().max(APP_NAME_MAX, 'tooLong').optional(),
});
export type PageApplicationRequest = z.input<typeof pageApplicationRequest>;

/**
 * A new application (spec §5: name and concurrency required). Its concurrency is taken from one grant: the one
 * named, else the active grant with the most free slots; it may not exceed that grant's free concurrency.
 */
export const createApplicationRequest = z.object({
  name: appName,
  concurrency: appConcurrency,
  grantId: textField().max(100, 'tooLong').optional(),
  conversationId: servedSession,
});
export type CreateApplicationRequest = z.input<typeof createApplicationRequest>;

/** Changes what is sent (an empty `conversationId` unsets the session); the grant stays. */
export const updateApplicationRequest = z.object({
  appId: appIdField,
  name: appName.optional(),
  concurrency: appConcurrency.optional(),
  conversationId: servedSession,
});
export type UpdateApplicationRequest = z.input<typeof updateApplicationRequest>;

/** The console's create/edit form: one schema for both, the edited application's id or 'new'. */
export const applicationFormSchema = createApplicationRequest.extend({ appId: appIdField });
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

export const appIdRequest = z.object({ appId: appIdField });
export type AppIdRequest = z.input<typeof appIdRequest>;

export const grantIdRequest = z.object({ grantId: id });

export const statConcurrentRequest = z
  .object({
    hours: z.coerce
      .number('invalid')
      .int('invalid')
      .min(1, 'outOfRange')
      .max(24 * 7, 'outOfRange')
      .default(24),
    bucketMinutes: z.coerce
      .number('invalid')
      .int('invalid')
      .min(1, 'outOfRange')
      .max(24 * 60, 'outOfRange')
      .default(STAT_BUCKET_MINUTES_DEFAULT),
  })
  .refine((q) => (q.hours * 60) / q.bucketMinutes <= STAT_BUCKETS_MAX, {
    message: 'outOfRange',
    path: ['bucketMinutes'],
  });
export type StatConcurrentRequest = z.input<typeof statConcurrentRequest>;

// ---- Responses (the wire: dates as ISO strings) ----

const resourceStatusField = z.enum(RESOURCE_STATUSES);

export const grantTerms = z.object({
  id: z.string(),
  source: z.enum(GRANT_SOURCES),
  concurrency: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type GrantTerms = z.infer<typeof grantTerms>;

/** One of the corporation's concurrent resources and how much of it its applications hold. */
export const grantDto = grantTerms.extend({
  status: resourceStatusField,
  /** Concurrency of the applications on it. */
  assigned: z.number().int(),
  /** What a new application may still take from it (0 once it has expired). */
  free: z.number().int(),
});
export type GrantDto = z.infer<typeof grantDto>;

export const applicationDto = z.object({
  appId: z.string(),
  name: z.string(),
  concurrency: z.number().int(),
  /** The corporation's session it serves; null for none. */
  conversationId: z.string().nullable(),
  /** That session's name; null when it has none or the session was deleted. */
  conversationName: z.string().nullable(),
  /** The APPKey masked ('sk_ab…wxyz'): the key itself is answered only by create and rotateKey. */
  keyHint: z.string(),
  /** From its grant's end date. */
  status: resourceStatusField,
  grant: grantTerms,
  /** Conversations holding one of its slots now. */
  inUse: z.number().int(),
  keyRotateTime: z.string().nullable(),
  createTime: z.string(),
});
export type ApplicationDto = z.infer<typeof applicationDto>;

/** The answer of create and rotateKey: the only times the APPKey is ever sent. */
export const applicationWithKey = applicationDto.extend({
  /** `sk_` and 32 base64url characters: the customer's server sends it as `Authorization: Bearer <APPKey>`. */
  appKey: z.string(),
});
export type ApplicationWithKey = z.infer<typeof applicationWithKey>;

/** The resources page in one call: the grants, the totals, and what the apps hold. */
export const resourceSummary = z.object({
  grants: z.array(grantDto),
  /** Concurrency of the active grants. */
  total: z.number().int(),
  /** Of it, held by applications. */
  assigned: z.number().int(),
  /** Conversations running now, under applications or not. */
  inUse: z.number().int(),
});
export type ResourceSummary = z.infer<typeof resourceSummary>;

export const concurrencySeries = z.object({
  /** An appId, or null for conversations without an application (share links, previews). */
  appId: z.string().nullable(),
  name: z.string().nullable(),
  /** Its slots: the application's concurrency, or the corporation's unassigned remainder. */
  concurrency: z.number().int(),
  /** The peak of each bucket, aligned with `ConcurrencyStat.buckets`. */
  peaks: z.array(z.number().int()),
  inUse: z.number().int(),
});
export type ConcurrencySeries = z.infer<typeof concurrencySeries>;

export const concurrencyStat = z.object({
  /** Each bucket's start (ISO); the last one holds now. */
  buckets: z.array(z.string()),
  bucketMinutes: z.number().int(),
  /** The corporation's peak concurrency in use in each bucket. */
  peaks: z.array(z.number().int()),
  /** Per application, and one entry (appId null) for conversations without one. */
  series: z.array(concurrencySeries),
  inUse: z.number().int(),
  total: z.number().int(),
  assigned: z.number().int(),
});
export type ConcurrencyStat = z.infer<typeof concurrencyStat>;

/** `GET /api/open/v1/application` (Authorization: Bearer APPKey): what a customer's server sees of its app. */
export const openApplicationDto = z.object({
  appId: z.string(),
  name: z.string(),
  status: resourceStatusField,
  concurrency: z.number().int(),
  inUse: z.number().int(),
  conversationId: z.string().nullable(),
  /** The grant's end (ISO). */
  expiresAt: z.string(),
});
export type OpenApplicationDto = z.infer<typeof openApplicationDto>;

/** The application calls (spec §7), relative to the service base URL. */
export const applicationPaths = {
  page: '/management/application/pageApplication',
  create: '/management/application/createApplication',
  update: '/management/application/updateApplication',
  remove: '/management/application/delApplication',
  byAppId: '/management/application/queryByAppId',
  stat: '/management/application/statConcurrentByCorpId',
  rotateKey: '/management/application/rotateKey',
  resources: '/management/application/resources',
  open: '/open/v1/application',
} as const;
