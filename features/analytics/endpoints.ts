import { analyticsChoicesDto, analyticsPaths, analyticsReportDto, analyticsRequest } from './contract';
import { defineEndpoint } from '@/lib/contract/endpoint';

// The owner's analytics: the route files, the API client and `npm run openapi` read these.

const tag = 'Analytics';

export const analyticsOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: analyticsPaths.overview,
  summary:
    "A date range's conversations, answers, latency and refusals, beside the previous range of the same length",
  description:
    '`from` and `to` are local dates (`YYYY-MM-DD`, both included) in `timeZone`, an IANA zone name; at most 366 days.',
  tag,
  audience: 'customer',
  input: analyticsRequest,
  output: analyticsReportDto,
});

export const analyticsChoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: analyticsPaths.choices,
  summary: 'The sessions and applications the analytics can be narrowed to',
  tag,
  audience: 'customer',
  output: analyticsChoicesDto,
});
