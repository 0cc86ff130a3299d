import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatConcurrentRequest } from '@/features/deploy/contract/applications';
import type { Page } from '@/lib/contract/paging';
import { sessionPaths, type SessionSummary } from '@/features/sessions/contract';
import { webCall, webPost } from '@/lib/api-client/web-client';
import { resourcesEndpoint, statConcurrentEndpoint } from '../endpoints/applications';
import { resourceKeys } from './resource-keys';

/** What is in use changes by the minute: the page looks again while it is open. */
const LIVE_MS = 30_000;

// GET /management/application/resources – the corporation's grants and totals.
export const resourceSummaryQuery = () =>
  queryOptions({
    queryKey: resourceKeys.summary,
    queryFn: () => webCall(resourcesEndpoint),
  });
export const useResourceSummary = () => useQuery({ ...resourceSummaryQuery(), refetchInterval: LIVE_MS });

// GET /management/application/statConcurrentByCorpId – concurrency in use over the last hours, and now.
export const concurrencyStatQuery = (query: StatConcurrentRequest = {}) =>
  queryOptions({
    queryKey: resourceKeys.stat(query),
    queryFn: () => webCall(statConcurrentEndpoint, query),
  });
export const useConcurrencyStat = (query: StatConcurrentRequest = {}) =>
  useQuery({ ...concurrencyStatQuery(query), refetchInterval: LIVE_MS });

// POST /management/conversation/query – the sessions an application may serve (a corporation has at most a few).
export const useSessionOptions = () =>
  useQuery({
    queryKey: resourceKeys.sessions,
    queryFn: () => webPost<Page<SessionSummary>>(sessionPaths.query, { pageIndex: 1, pageSize: 100 }),
    select: (page) => page.list.map((s) => ({ value: s.conversationId, label: s.conversationName })),
  });
