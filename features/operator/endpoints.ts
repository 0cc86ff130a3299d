import { z } from 'zod';
import { corporationPlanDto } from '@/features/plans/contract';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  approveContinuationRequest,
  auditQuery,
  auditRow,
  continuationApproved,
  continuationQuery,
  continuationRejected,
  continuationRow,
  corporationIdRequest,
  corporationQuery,
  createOperatorRequest,
  leadQuery,
  leadRow,
  leadStatusSet,
  operatorLoginRequest,
  operatorLoginStep,
  operatorMe,
  operatorPaths,
  operatorRow,
  operatorTotpRequest,
  rejectContinuationRequest,
  setLeadStatusRequest,
  updateOperatorRequest,
} from './contract';

// The back office's endpoints (all internal: the published reference leaves them out). Trial continuations and
// leads are declared here although accounts and marketing answer them: their requests and rows are this
// contract's, and the back office is their only client. The corporations' endpoints are declared by the plans
// work (`app/api/operator/corporations/*`).

const tag = 'Operator back office';
const internal = true;

export const operatorLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.login,
  summary:
    "An operator's password; answers a ticket for the TOTP step, or the enrolment of a new authenticator",
  tag,
  audience: 'public',
  input: operatorLoginRequest,
  output: operatorLoginStep,
  errors: [ApiCode.loginLocked],
  internal,
});

export const operatorTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.loginTotp,
  summary: 'The ticket and a TOTP code; opens the operator session (its own cookie)',
  tag,
  audience: 'public',
  input: operatorTotpRequest,
  output: operatorMe,
  errors: [ApiCode.loginLocked],
  internal,
});

export const operatorLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.logout,
  summary: "Ends the operator's session",
  tag,
  audience: operatorAudience('backoffice.read'),
  output: z.null(),
  internal,
});

export const operatorMeEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.me,
  summary: 'The signed-in operator, their role and permissions',
  tag,
  audience: operatorAudience('backoffice.read'),
  output: operatorMe,
  internal,
});

export const listOperatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.operators,
  summary: 'Every operator (admins only)',
  tag,
  audience: operatorAudience('operator.manage'),
  output: z.array(operatorRow),
  internal,
});

export const createOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.createOperator,
  summary: 'A new operator with a first password; they enrol TOTP at their first sign-in',
  tag,
  audience: operatorAudience('operator.manage'),
  input: createOperatorRequest,
  output: operatorRow,
  errors: [ApiCode.conflict],
  internal,
});

export const updateOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.updateOperator,
  summary: "Changes an operator's role, disables or enables them (never one's own)",
  tag,
  audience: operatorAudience('operator.manage'),
  input: updateOperatorRequest,
  output: operatorRow,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});

export const auditListEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.audit,
  summary: 'The audit log, newest first, filtered and paged (no endpoint changes or deletes an entry)',
  tag,
  audience: operatorAudience('audit.read'),
  input: auditQuery,
  output: pageOf(auditRow),
  internal,
});

export const continuationsEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.continuations,
  summary: "Customers' requests to continue after the trial, newest first",
  tag,
  audience: operatorAudience('backoffice.read'),
  input: continuationQuery,
  output: pageOf(continuationRow),
  internal,
});

export const approveContinuationEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.approveContinuation,
  summary: "Approves a continuation: extends the customer's trial and mails them",
  tag,
  audience: operatorAudience('trial.review'),
  input: approveContinuationRequest,
  output: continuationApproved,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});

export const rejectContinuationEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.rejectContinuation,
  summary: 'Rejects a continuation with a reason; the customer is mailed it',
  tag,
  audience: operatorAudience('trial.review'),
  input: rejectContinuationRequest,
  output: continuationRejected,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});

export const leadsEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.leads,
  summary: 'Contact-form enquiries, newest first, by status',
  tag,
  audience: operatorAudience('backoffice.read'),
  input: leadQuery,
  output: pageOf(leadRow),
  internal,
});

export const setLeadStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: operatorPaths.setLeadStatus,
  summary: "A lead's follow-up: new, contacted or closed (audited)",
  tag,
  audience: operatorAudience('lead.manage'),
  input: setLeadStatusRequest,
  output: leadStatusSet,
  errors: [ApiCode.notFound],
  internal,
});

// The corporations: the search and the detail (their plan, limits and grants are the plans area's; the changes to
// them are declared in features/plans/endpoints.ts).

export const corporationRowDto = z.object({
  corpId: z.string(),
  name: z.string(),
  plan: z.string(),
  trialEndsAt: z.string(),
  createdAt: z.string(),
});

export const corporationDetailDto = corporationPlanDto.extend({
  corpId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  users: z.array(
    z.object({ userId: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  ),
  recentAudit: z.array(auditRow),
});
export type CorporationDetailDto = z.infer<typeof corporationDetailDto>;

export const corporationsEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.corporations,
  summary: 'Corporations by name or a user’s email, newest first',
  tag,
  audience: operatorAudience('backoffice.read'),
  input: corporationQuery,
  output: pageOf(corporationRowDto),
  internal: true,
});

export const corporationDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.corporation,
  summary:
    'A corporation: plan, trial, effective and overridden limits, grants, discount, users, recent activity',
  tag,
  audience: operatorAudience('backoffice.read'),
  input: corporationIdRequest,
  output: corporationDetailDto,
  errors: [ApiCode.notFound],
  internal: true,
});
