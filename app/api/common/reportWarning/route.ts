import { reportWarningEndpoint } from '@/lib/contract/platform-endpoints';
import { handleReportWarning, reportWarningRouteOptions } from '@/lib/server/client-reports/report-handler';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/common/reportWarning – stores a browser's uncaught-error report (size-capped, rate-limited per IP)
export const POST = apiRoute(reportWarningEndpoint, handleReportWarning, reportWarningRouteOptions);
