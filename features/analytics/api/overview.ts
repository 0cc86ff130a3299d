import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRequest } from '@/features/analytics/contract';
import { analyticsOverviewEndpoint } from '@/features/analytics/endpoints';
import { webCall } from '@/lib/api-client/web-client';
import { analyticsKeys } from './keys';

// GET /management/analytics/overview – a range's figures and the previous range's.
export const overviewQuery = (query: AnalyticsRequest) =>
  queryOptions({
    queryKey: analyticsKeys.overview(query),
    queryFn: () => webCall(analyticsOverviewEndpoint, query),
  });

/** Waits for `enabled` (the viewer's time zone known, the range valid); keeps the last figures while a new range loads. */
export const useOverview = (query: AnalyticsRequest, enabled: boolean) =>
  useQuery({ ...overviewQuery(query), enabled, placeholderData: keepPreviousData });
