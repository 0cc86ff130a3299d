import { activityProductNames } from '@/app/_compose/activities-ports';
import { operatorActivitiesEndpoint } from '@/features/activities/endpoints';
import { listForOperator } from '@/features/activities/server/activities';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/activities – promotions by state, a page at a time
export const GET = apiRoute(operatorActivitiesEndpoint, ({ db, input }) =>
  listForOperator(db, input, activityProductNames),
);
