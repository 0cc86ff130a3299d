import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  appIdRequest,
  applicationDto,
  applicationPaths,
  applicationWithKey,
  concurrencyStat,
  createApplicationRequest,
  pageApplicationRequest,
  resourceSummary,
  statConcurrentRequest,
  updateApplicationRequest,
} from '@/features/deploy/contract/applications';
import { DEPLOY_TAG as tag } from './tag';

// Applications and concurrent resources (spec §7 application calls): the console's calls, signed in as the customer.

export const pageApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: applicationPaths.page,
  summary: "The corporation's applications by page, newest first, their keys masked",
  tag,
  audience: 'customer',
  input: pageApplicationRequest,
  output: pageOf(applicationDto),
});

export const createApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: applicationPaths.create,
  summary: 'Create an application; its APPKey is answered this once',
  description:
    "The concurrency is taken from one grant: the one named, else the active grant with the most free slots; it may not exceed that grant's free concurrency (40000 with `data.max`).",
  tag,
  audience: 'customer',
  input: createApplicationRequest,
  output: applicationWithKey,
});

export const updateApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: applicationPaths.update,
  summary: 'Rename or resize an application, or point it at another session',
  description: 'Changes only what is sent; an empty `conversationId` unsets the session. The grant stays.',
  tag,
  audience: 'customer',
  input: updateApplicationRequest,
  output: applicationDto,
  errors: [ApiCode.notFound],
});

export const delApplicationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: applicationPaths.remove,
  summary: 'Delete an application no conversation runs under',
  description: 'Refused (40900) while a conversation holds one of its slots.',
  tag,
  audience: 'customer',
  input: appIdRequest,
  output: z.null(),
  errors: [ApiCode.notFound, ApiCode.conflict],
});

export const queryByAppIdEndpoint = defineEndpoint({
  method: 'GET',
  path: applicationPaths.byAppId,
  summary: "One of the corporation's applications, its key masked",
  tag,
  audience: 'customer',
  input: appIdRequest,
  output: applicationDto,
  errors: [ApiCode.notFound],
});

export const rotateKeyEndpoint = defineEndpoint({
  method: 'POST',
  path: applicationPaths.rotateKey,
  summary: 'A new APPKey for an application, answered this once; the old one stops working at once',
  tag,
  audience: 'customer',
  input: appIdRequest,
  output: applicationWithKey,
  errors: [ApiCode.notFound],
});

export const statConcurrentEndpoint = defineEndpoint({
  method: 'GET',
  path: applicationPaths.stat,
  summary: 'Concurrency in use over the last hours (peaks per bucket, per application) and now',
  tag,
  audience: 'customer',
  input: statConcurrentRequest,
  output: concurrencyStat,
});

export const resourcesEndpoint = defineEndpoint({
  method: 'GET',
  path: applicationPaths.resources,
  summary: "The corporation's concurrent resources (grants), their totals and the slots in use",
  tag,
  audience: 'customer',
  output: resourceSummary,
});
