import { activityViewPorts } from '@/app/_compose/activities-ports';
import { activitiesEndpoint } from '@/features/activities/endpoints';
import { activitiesOfCorp } from '@/features/activities/server/activities';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/activities/getActivities – every promotion aimed at the corporation, with its state
export const GET = apiRoute(activitiesEndpoint, ({ db, identity }) =>
  activitiesOfCorp(db, identity.corpId, activityViewPorts),
);
