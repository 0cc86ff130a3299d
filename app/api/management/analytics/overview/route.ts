import { analyticsOverviewEndpoint } from '@/features/analytics/endpoints';
import { analyticsReport } from '@/features/analytics/server/report';
import { apiRoute } from '@/lib/server/http/route';
import { analyticsPorts } from '../_compose/analytics-ports';

// GET /api/management/analytics/overview – a date range's conversations, answers, latency and refusals, and the previous range's
export const GET = apiRoute(analyticsOverviewEndpoint, ({ db, identity, input }) =>
  analyticsReport(db, identity.corpId, input, analyticsPorts),
);
