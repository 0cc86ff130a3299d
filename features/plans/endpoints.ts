import { z } from 'zod';
import { userLimits } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import {
  addGrantRequest,
  corporationPlanDto,
  endGrantRequest,
  plansPaths,
  setDiscountRequest,
  setLimitRequest,
  setTrialEndRequest,
} from './contract';

// The back office's changes to a corporation's plan, each audited with before and after. They answer the plan as
// it now stands (the trial's end: nothing).

const tag = 'Operator back office';
const audience = operatorAudience('corporation.manage');

export const setTrialEndEndpoint = defineEndpoint({
  method: 'POST',
  path: plansPaths.setTrialEnd,
  summary: 'Set a corporation’s trial end (audited)',
  tag,
  audience,
  input: setTrialEndRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
  internal: true,
});

export const setLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: plansPaths.setLimit,
  summary: 'Override one of a corporation’s limits, or give it back its plan’s default (audited)',
  tag,
  audience,
  input: setLimitRequest,
  output: corporationPlanDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const setDiscountEndpoint = defineEndpoint({
  method: 'POST',
  path: plansPaths.setDiscount,
  summary: 'Set a corporation’s discount in percent (audited)',
  tag,
  audience,
  input: setDiscountRequest,
  output: corporationPlanDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const addGrantEndpoint = defineEndpoint({
  method: 'POST',
  path: plansPaths.addGrant,
  summary: 'Give a corporation concurrent conversations from now until a date (audited)',
  tag,
  audience,
  input: addGrantRequest,
  output: corporationPlanDto,
  errors: [ApiCode.notFound],
  internal: true,
});

export const endGrantEndpoint = defineEndpoint({
  method: 'POST',
  path: plansPaths.endGrant,
  summary: 'End a grant now; the plan’s own grant follows the plan and cannot be ended (audited)',
  tag,
  audience,
  input: endGrantRequest,
  output: corporationPlanDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal: true,
});

/** The customer's side: the console reads its trial, usage and limits (the account's contract shapes it). */
export const userLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sys-api/user/limits',
  summary:
    'The trial’s state, the usage and the corporation’s effective limits on sessions and digital humans',
  tag: 'Account',
  audience: 'customer',
  output: userLimits,
});
