import { activityProductNames } from '@/app/_compose/activities-ports';
import { publicActivitiesEndpoint } from '@/features/activities/endpoints';
import { publicActivities } from '@/features/activities/server/activities';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/common/activities/getEffectiveActivities – the promotions running now for everyone and for trials
export const GET = apiRoute(publicActivitiesEndpoint, ({ db }) => publicActivities(db, activityProductNames));
