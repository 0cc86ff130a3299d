import { z } from 'zod';
import { emailField, passwordField, requiredText, sixDigitCode, textField } from '@/lib/contract/fields';
import {
  OPERATOR_ROLES,
  type OperatorPermission,
  type OperatorRole,
} from '@/lib/contract/operator-permissions';

// The back office's API: operator sign-in (password, then a TOTP code), operators, the audit log, trial
// continuation requests, corporations and contact-form leads. Shared by the forms, the client and the handlers.

const id = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');
const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const operatorLoginRequest = z.object({
  email: emailField,
  password: textField({ trim: false }).min(1, 'required').max(100, 'tooLong'),
});

/** After the password: either a code from the enrolled authenticator, or enrolment (the secret and its QR code). */
export type OperatorLoginStep =
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; secret: string; otpauthUri: string; qrDataUrl: string };

export const operatorTotpRequest = z.object({
  ticket: textField({ trim: false }).min(1, 'required').max(2000, 'tooLong'),
  code: sixDigitCode,
});

export interface OperatorMe {
  operatorId: string;
  email: string;
  role: OperatorRole;
  permissions: OperatorPermission[];
}

export const operatorRoleField = z.enum(OPERATOR_ROLES);

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

export interface OperatorRow {
  operatorId: string;
  email: string;
  role: OperatorRole;
  enrolled: boolean;
  disabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

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

export interface AuditRow {
  id: string;
  at: string;
  actorType: string;
  actorId: string | null;
  corpId: string | null;
  action: string;
  objectType: string;
  objectId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const CONTINUATION_STATUSES = ['pending', 'approved', 'rejected', 'duplicate'] as const;

export const continuationQuery = z.object({
  ...page,
  status: z.enum(CONTINUATION_STATUSES).optional(),
});

export interface ContinuationRow {
  id: string;
  corpId: string;
  companyName: string;
  email: string | null;
  contactName: string;
  phone: string;
  message: string;
  status: string;
  trialEndsAt: string;
  createdAt: string;
  decidedAt: string | null;
  rejectReason: string | null;
  approvedUntil: string | null;
}

/** Approval extends the trial to `until` (default: 30 days from today, or from the trial's end if later). */
export const approveContinuationRequest = z.object({
  id,
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const rejectContinuationRequest = z.object({
  id,
  reason: requiredText(500, { multiline: true }),
});

export const corporationQuery = z.object({ ...page, q: textField().max(100, 'tooLong').optional() });
export const corporationIdRequest = z.object({ corpId: id });

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export const leadQuery = z.object({ ...page, status: z.enum(LEAD_STATUSES).optional() });
export const setLeadStatusRequest = z.object({ id, status: z.enum(LEAD_STATUSES) });

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
