import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { conversationRecordsEndpoint } from '@/features/runtime/endpoints';
import { recordsOfSession } from '@/features/runtime/server/transcripts/owner-records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/chat/records – a session's conversations with their turns, newest first, paged
export const GET = apiRoute(conversationRecordsEndpoint, ({ db, input, identity }) =>
  recordsOfSession(db, runtimePorts(db), identity.corpId, input),
);
