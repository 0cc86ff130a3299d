import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { exportRecordsRequest } from '@/features/runtime/contract';
import { exportRecords } from '@/features/runtime/server/transcripts/owner-records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/chat/exportRecords – every conversation of a session as CSV (a row per turn) or JSON
export const GET = apiRoute(
  { input: exportRecordsRequest, audience: 'customer' },
  ({ db, input, identity, lang }) => exportRecords(db, runtimePorts(db), identity.corpId, input, lang),
);
