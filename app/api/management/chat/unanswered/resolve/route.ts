import { resolvePorts } from '@/app/api/management/chat/_compose/unanswered-ports';
import { resolveUnansweredRequest } from '@/features/runtime/contract';
import { resolveUnanswered } from '@/features/runtime/server/unanswered/resolve';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/chat/unanswered/resolve – one click: the question becomes an FAQ item or a similar question
export const POST = apiRoute(
  { input: resolveUnansweredRequest, audience: 'customer' },
  ({ db, input, identity }) => resolveUnanswered(db, resolvePorts(db), identity.corpId, input),
);
