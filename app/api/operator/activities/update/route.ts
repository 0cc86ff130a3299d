import { activityProductExists } from '@/app/_compose/activities-ports';
import { updateActivityEndpoint } from '@/features/activities/endpoints';
import { updateActivity } from '@/features/activities/server/activities';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/activities/update – changes a promotion (audited)
export const POST = apiRoute(updateActivityEndpoint, ({ db, input, operator, requestId }) =>
  updateActivity(db, input, { actor: operatorActor(operator), requestId }, activityProductExists),
);
