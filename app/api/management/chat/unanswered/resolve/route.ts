import { resolvePorts } from '@/app/api/management/chat/_compose/unanswered-ports';
import { resolveUnansweredEndpoint } from '@/features/runtime/endpoints';
import { resolveUnanswered } from '@/features/runtime/server/unanswered/resolve';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/chat/unanswered/resolve – one click: the question becomes an FAQ item or a similar question
export const POST = apiRoute(resolveUnansweredEndpoint, ({ db, input, identity }) =>
  resolveUnanswered(db, resolvePorts(db), identity.corpId, input),
);
