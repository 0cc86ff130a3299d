import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/paging';
import { sessionPaths, type SessionSummary } from '@/features/sessions/contract';
import { webPost } from '@/lib/api-client/web-client';

/** The picker lists them all at once: a corporation has a handful of sessions, never pages of them. */
const PICKER_SIZE = 100;

// POST /management/conversation/query – the corporation's sessions, to pick the one to talk to.
export const useDebugSessions = () =>
  useQuery({
    queryKey: ['runtime', 'debug', 'sessions'],
    queryFn: () => webPost<Page<SessionSummary>>(sessionPaths.query, { pageIndex: 1, pageSize: PICKER_SIZE }),
  });
