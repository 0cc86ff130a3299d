import { sessionQueryRequest } from '@/features/sessions/contract';
import { querySessions } from '@/features/sessions/server/sessions/read';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/query – the corporation's sessions by page, newest change first
export const POST = apiRoute(
  { input: sessionQueryRequest, audience: 'customer' },
  ({ db, identity, input }) => querySessions(db, identity.corpId, input),
);
