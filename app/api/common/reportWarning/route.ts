import { reportWarningRequest } from '@/lib/contract/client-reports';
import { REPORT_MAX_BYTES } from '@/lib/contract/report-limits';
import { storeClientReport } from '@/lib/server/client-reports/reports';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/common/reportWarning – stores a browser's uncaught-error report (size-capped, rate-limited per IP)
export const POST = apiRoute(
  { input: reportWarningRequest, audience: 'public', identity: 'optional', maxBodyBytes: REPORT_MAX_BYTES },
  ({ db, input, ip, identity, request }) =>
    storeClientReport(db, input, {
      ip,
      userId: identity?.userId ?? null,
      userAgent: request.headers.get('user-agent'),
    }),
);
