import { useQuery } from '@tanstack/react-query';
import { querySessionsEndpoint } from '@/features/sessions/endpoints';
import { webCall } from '@/lib/api-client/web-client';

/** The picker lists them all at once: a corporation has a handful of sessions, never pages of them. */
const PICKER_SIZE = 100;

// POST /management/conversation/query – the corporation's sessions, to pick the one to talk to.
export const useDebugSessions = () =>
  useQuery({
    queryKey: ['runtime', 'debug', 'sessions'],
    queryFn: () => webCall(querySessionsEndpoint, { pageIndex: 1, pageSize: PICKER_SIZE }),
  });
