import { analyticsChoicesEndpoint } from '@/features/analytics/endpoints';
import { analyticsChoices } from '@/features/analytics/server/choices';
import { apiRoute } from '@/lib/server/http/route';
import { analyticsPorts } from '../_compose/analytics-ports';

// GET /api/management/analytics/choices – the sessions and applications the analytics page can be narrowed to
export const GET = apiRoute(analyticsChoicesEndpoint, ({ db, identity }) =>
  analyticsChoices(db, identity.corpId, analyticsPorts),
);
