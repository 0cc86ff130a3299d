import { REPORT_MAX_BYTES } from '@/lib/contract/report-limits';
import { reportWarningEndpoint } from '@/lib/contract/platform-endpoints';
import { storeClientReport } from '@/lib/server/client-reports/reports';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/common/reportWarning – stores a browser's uncaught-error report (size-capped, rate-limited per IP)
export const POST = apiRoute(
  reportWarningEndpoint,
  ({ db, input, ip, identity, request }) =>
    storeClientReport(db, input, {
      ip,
      userId: identity?.userId ?? null,
      userAgent: request.headers.get('user-agent'),
    }),
  { maxBodyBytes: REPORT_MAX_BYTES },
);
