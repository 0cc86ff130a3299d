import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  activityDto,
  activityFields,
  activityIdRequest,
  activityPaths,
  operatorActivityDto,
  operatorActivityQuery,
  updateActivityRequest,
} from './contract';

// Promotions: the customer's two calls (spec §7), the public one for /pricing, the back office's four (internal).

const tag = 'Activities';

export const activitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: activityPaths.all,
  summary:
    "Every promotion aimed at the caller's corporation (its plan and certification), upcoming, active or ended, newest first",
  tag,
  audience: 'customer',
  output: z.array(activityDto),
});

export const effectiveActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: activityPaths.effective,
  summary: "The promotions running now for the caller's corporation (the console banner)",
  tag,
  audience: 'customer',
  output: z.array(activityDto),
});

export const publicActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: activityPaths.public,
  summary: 'The promotions running now for everyone and for trial accounts (the price page)',
  tag,
  audience: 'public',
  output: z.array(activityDto),
});

const internal = true;
const manage = operatorAudience('promotion.manage');

export const operatorActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: activityPaths.operatorList,
  summary: 'Promotions of one state (or all), a page at a time',
  tag,
  audience: manage,
  input: operatorActivityQuery,
  output: pageOf(operatorActivityDto),
  internal,
});

export const createActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: activityPaths.create,
  summary: 'A new promotion (audited)',
  tag,
  audience: manage,
  input: activityFields,
  output: operatorActivityDto,
  internal,
});

export const updateActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: activityPaths.update,
  summary: "Changes a promotion's texts, period, audience or discount (audited)",
  tag,
  audience: manage,
  input: updateActivityRequest,
  output: operatorActivityDto,
  errors: [ApiCode.notFound],
  internal,
});

export const endActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: activityPaths.end,
  summary: 'Ends a promotion now (audited); an ended one is refused with 40900',
  tag,
  audience: manage,
  input: activityIdRequest,
  output: operatorActivityDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});
