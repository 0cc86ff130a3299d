import { z } from 'zod';
import { requiredText } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';

// Operator review of customers' portraits (issue 24, "Consent and review"): what the back office and the handlers
// share. A portrait is a user model row (features/catalogue/server/user-models/tables.ts); a reviewer sees those in
// `review` and approves (→ `ready`) or rejects with a reason (→ `rejected`).

/** The statuses a reviewer's queue filters by. */
export const REVIEWED_STATUSES = ['review', 'ready', 'rejected'] as const;
export type ReviewedStatus = (typeof REVIEWED_STATUSES)[number];

export const portraitQueueQuery = z.object({
  status: z.enum(REVIEWED_STATUSES).default('review'),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});

/** The depicted person's consent as recorded with the capture. */
export const portraitConsent = z.object({
  personName: z.string(),
  typedName: z.string(),
  termsVersion: z.string(),
  acceptedAt: z.string(),
  recordedBy: z.string(),
});

/** One portrait as the reviewer sees it: who it depicts, the consent, the corporation and who made it. */
export const portraitQueueRow = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(REVIEWED_STATUSES),
  corpId: z.string(),
  corpName: z.string(),
  createdBy: z.string().nullable(),
  createdByEmail: z.string().nullable(),
  hasPhoto: z.boolean(),
  consent: portraitConsent.nullable(),
  createdAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type PortraitQueueRow = z.infer<typeof portraitQueueRow>;

export const portraitIdRequest = z.object({ id: requiredText(100) });

export const rejectPortraitRequest = z.object({
  id: requiredText(100),
  reason: requiredText(500, { multiline: true }),
});

export const portraitDecision = z.object({ id: z.string(), status: z.enum(['ready', 'rejected']) });

export const portraitReviewPaths = {
  queue: '/operator/portraits',
  photo: '/operator/portraits/photo',
  approve: '/operator/portraits/approve',
  reject: '/operator/portraits/reject',
} as const;
