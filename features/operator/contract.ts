import { z } from 'zod';
import { emailField, passwordField, requiredText, sixDigitCode, textField } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from '@/lib/contract/operator-permissions';

// The back office's API: operator sign-in (password, then a TOTP code), operators, the audit log, trial
// continuation requests, corporations and contact-form leads. Shared by the forms, the client and the handlers.

const id = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');
const page = { pageIndex: pageIndexField, pageSize: pageSizeField(100, 20) };

export const operatorLoginRequest = z.object({
  email: emailField,
  password: textField({ trim: false }).min(1, 'required').max(100, 'tooLong'),
});

/** After the password: either a code from the enrolled authenticator, or enrolment (the secret and its QR code). */
export const operatorLoginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), ticket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    ticket: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
    qrDataUrl: z.string(),
  }),
]);
export type OperatorLoginStep = z.infer<typeof operatorLoginStep>;

export const operatorTotpRequest = z.object({
  ticket: textField({ trim: false }).min(1, 'required').max(2000, 'tooLong'),
  code: sixDigitCode,
});

export const operatorRoleField = z.enum(OPERATOR_ROLES);

export const operatorMe = z.object({
  operatorId: z.string(),
  email: z.string(),
  role: operatorRoleField,
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
});
export type OperatorMe = z.infer<typeof operatorMe>;

export const createOperatorRequest = z.object({
  email: emailField,
  role: operatorRoleField,
  password: passwordField,
});

export const updateOperatorRequest = z.object({
  operatorId: id,
  role: operatorRoleField.optional(),
  disabled: z.boolean().optional(),
});

export const operatorRow = z.object({
  operatorId: z.string(),
  email: z.string(),
  role: operatorRoleField,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRow>;

export const auditQuery = z.object({
  ...page,
  actorType: z.enum(['operator', 'user', 'system']).optional(),
  actorId: textField({ trim: false }).max(100, 'tooLong').optional(),
  action: textField().max(100, 'tooLong').optional(),
  objectType: textField().max(100, 'tooLong').optional(),
  objectId: textField({ trim: false }).max(100, 'tooLong').optional(),
  corpId: textField({ trim: false }).max(100, 'tooLong').optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  corpId: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const CONTINUATION_STATUSES = ['pending', 'approved', 'rejected', 'duplicate'] as const;

export const continuationQuery = z.object({
  ...page,
  status: z.enum(CONTINUATION_STATUSES).optional(),
});

export const continuationRow = z.object({
  id: z.string(),
  corpId: z.string(),
  companyName: z.string(),
  email: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.string(),
  trialEndsAt: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  approvedUntil: z.string().nullable(),
});
export type ContinuationRow = z.infer<typeof continuationRow>;

/** Approval extends the trial to `until` (default: 30 days from today, or from the trial's end if later). */
export const approveContinuationRequest = z.object({
  id,
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const continuationApproved = z.object({
  id: z.string(),
  status: z.literal('approved'),
  trialEndsAt: z.string(),
});

export const rejectContinuationRequest = z.object({
  id,
  reason: requiredText(500, { multiline: true }),
});
export const continuationRejected = z.object({ id: z.string(), status: z.literal('rejected') });

export const corporationQuery = z.object({ ...page, q: textField().max(100, 'tooLong').optional() });
export const corporationIdRequest = z.object({ corpId: id });

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export const leadQuery = z.object({ ...page, status: z.enum(LEAD_STATUSES).optional() });
export const setLeadStatusRequest = z.object({ id, status: z.enum(LEAD_STATUSES) });
/** A contact-form enquiry as a lead: the form as the visitor sent it (its fields differ by form). */
export const leadRow = z.object({
  id: z.string(),
  email: z.string(),
  form: z.record(z.string(), z.unknown()),
  lang: z.string(),
  status: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRow>;
export const leadStatusSet = z.object({ id: z.string(), status: z.enum(LEAD_STATUSES) });

export const operatorPaths = {
  login: '/operator/login',
  loginTotp: '/operator/login/totp',
  logout: '/operator/logout',
  me: '/operator/me',
  operators: '/operator/operators',
  createOperator: '/operator/operators/create',
  updateOperator: '/operator/operators/update',
  audit: '/operator/audit',
  continuations: '/operator/trial-continuations',
  approveContinuation: '/operator/trial-continuations/approve',
  rejectContinuation: '/operator/trial-continuations/reject',
  corporations: '/operator/corporations',
  corporation: '/operator/corporations/detail',
  leads: '/operator/leads',
  setLeadStatus: '/operator/leads/status',
} as const;
