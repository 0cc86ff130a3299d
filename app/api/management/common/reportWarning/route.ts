import { managementReportWarningEndpoint } from '@/lib/contract/platform-endpoints';
import { handleReportWarning, reportWarningRouteOptions } from '@/lib/server/client-reports/report-handler';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/common/reportWarning – the management API's path of /common/reportWarning (spec §7), one handler
export const POST = apiRoute(managementReportWarningEndpoint, handleReportWarning, reportWarningRouteOptions);
