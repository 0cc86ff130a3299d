import { z } from 'zod';
import { isValidCreditCode } from '@/lib/contract/credit-code';
import { phoneField, requiredText, textField } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';

// Company certification (spec §3 form, §4 states): what the customer's form, the back office and the handlers share.
// Messages are keys of the `Validation` namespace.

/**
 * The corporation's state (spec §4): no submission yet; one waiting for a reviewer ("in authentication"); verified;
 * or the last one failed (the customer may certify again).
 */
export const CERTIFICATION_STATES = ['unverified', 'submitted', 'verified', 'failed'] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];

/** A submission's own status: the three a submission can have (unverified is "none yet"). */
export const SUBMISSION_STATUSES = ['submitted', 'verified', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The business licence: a scan or photo, jpg, png or pdf, checked by its content on the server. */
export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_ACCEPT = 'image/jpeg,image/png,application/pdf';

/**
 * The credit code as people type it: spaces dropped and upper-cased first (codes are printed in upper case; a
 * lower-case one typed is the same code), then checked by GB 32100-2015's rules and check character.
 */
export const creditCodeField = textField()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .length(18, 'creditCodeLength')
      .refine(isValidCreditCode, 'creditCodeInvalid'),
  );

/** The form's text fields (spec §3). The contact is a phone number: reviewers call it to confirm the submission. */
export const certificationFields = z.object({
  companyName: requiredText(100),
  creditCode: creditCodeField,
  authenticatorName: requiredText(50),
  contactPhone: phoneField,
});
export type CertificationFields = z.infer<typeof certificationFields>;

/** The multipart body: the fields and the licence as `file`. */
export const submitCertificationRequest = certificationFields.extend({ file: z.file('required') });

/** One submission as its corporation and the back office see it. */
export const certificationSubmission = z.object({
  id: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  authenticatorName: z.string(),
  contactPhone: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  licence: z.object({ name: z.string(), mimeType: z.string(), size: z.number() }),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** A failed submission's reason, written by the reviewer for the customer. */
  reason: z.string().nullable(),
});
export type CertificationSubmission = z.infer<typeof certificationSubmission>;

/** The customer's view: the state, the latest submission, every earlier one with its decision. */
export const myCertification = z.object({
  state: z.enum(CERTIFICATION_STATES),
  current: certificationSubmission.nullable(),
  history: z.array(certificationSubmission),
});
export type MyCertification = z.infer<typeof myCertification>;

export const submissionIdRequest = z.object({ id: requiredText(100) });

/** The back office's queue: a status filter and a page. */
export const certificationQueueQuery = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});

export const certificationQueueRow = certificationSubmission.extend({
  corpId: z.string(),
  accountEmail: z.string().nullable(),
});
export type CertificationQueueRow = z.infer<typeof certificationQueueRow>;

/** Submissions of each status, for the queue's tabs. */
export const certificationCounts = z.object({
  submitted: z.number(),
  verified: z.number(),
  failed: z.number(),
});

export const rejectCertificationRequest = z.object({
  id: requiredText(100),
  reason: requiredText(500, { multiline: true }),
});

export const certificationDecision = z.object({ id: z.string(), status: z.enum(SUBMISSION_STATUSES) });

export const certificationPaths = {
  mine: '/management/certification/query',
  submit: '/management/certification/submit',
  licence: '/management/certification/licence',
  queue: '/operator/certifications',
  detail: '/operator/certifications/detail',
  operatorLicence: '/operator/certifications/licence',
  approve: '/operator/certifications/approve',
  reject: '/operator/certifications/reject',
} as const;

/**
 * What a verified corporation may do that others may not, shown on the account page: only what is enforced today
 * (billing refuses bank transfer and invoice requests without it). Concurrency above the trial's joins once billing
 * enforces it — the page must never promise what the platform does not do.
 */
export const CERTIFICATION_UNLOCKS = ['bankTransfer', 'invoices'] as const;
