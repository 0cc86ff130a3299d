import { activityViewPorts } from '@/app/_compose/activities-ports';
import { effectiveActivitiesEndpoint } from '@/features/activities/endpoints';
import { effectiveActivitiesOfCorp } from '@/features/activities/server/activities';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/activities/getEffectiveActivities – the promotions running now for the corporation
export const GET = apiRoute(effectiveActivitiesEndpoint, ({ db, identity }) =>
  effectiveActivitiesOfCorp(db, identity.corpId, activityViewPorts),
);
