import { z } from 'zod';
import { corporationPlanDto } from '@/features/plans/contract';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import { corporationIdRequest, corporationQuery, operatorPaths } from '../contract';

// The back office's corporations: the search and the detail (its plan, limits and grants are the plans area's;
// the changes to them are declared in features/plans/endpoints.ts).

const tag = 'Operator back office';

export const corporationRowDto = z.object({
  corpId: z.string(),
  name: z.string(),
  plan: z.string(),
  trialEndsAt: z.string(),
  createdAt: z.string(),
});

const auditEntryDto = z.object({
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

export const corporationDetailDto = corporationPlanDto.extend({
  corpId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  users: z.array(
    z.object({ userId: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  ),
  recentAudit: z.array(auditEntryDto),
});
export type CorporationDetailDto = z.infer<typeof corporationDetailDto>;

export const corporationsEndpoint = defineEndpoint({
  method: 'GET',
  path: operatorPaths.corporations,
  summary: 'Corporations by name or a user’s email, newest first',
  tag,
  audience: operatorAudience('backoffice.read'),
  input: corporationQuery,
  output: z.object({
    list: z.array(corporationRowDto),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
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
