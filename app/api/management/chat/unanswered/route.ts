import { unansweredPorts } from '@/app/api/management/chat/_compose/unanswered-ports';
import { unansweredEndpoint } from '@/features/runtime/endpoints';
import { listUnanswered } from '@/features/runtime/server/unanswered/list';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/chat/unanswered – the period's unanswered questions, grouped by rewording, most asked first
export const GET = apiRoute(unansweredEndpoint, ({ db, input, identity }) =>
  listUnanswered(db, unansweredPorts(db), identity.corpId, input),
);
