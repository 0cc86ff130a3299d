import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { exportRecordsEndpoint } from '@/features/runtime/endpoints';
import { exportRecords } from '@/features/runtime/server/transcripts/owner-records';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/chat/exportRecords – every conversation of a session as CSV (a row per turn) or JSON
export const GET = apiRoute(exportRecordsEndpoint, ({ db, input, identity, lang }) =>
  exportRecords(db, runtimePorts(db), identity.corpId, input, lang),
);
