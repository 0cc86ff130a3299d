import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { conversationRecordsRequest } from '@/features/runtime/contract';
import { recordsOfSession } from '@/features/runtime/server/transcripts/owner-records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/chat/records – a session's conversations with their turns, newest first, paged
export const GET = apiRoute(
  { input: conversationRecordsRequest, audience: 'customer' },
  ({ db, input, identity }) => recordsOfSession(db, runtimePorts(db), identity.corpId, input),
);
