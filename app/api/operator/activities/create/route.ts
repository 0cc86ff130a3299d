import { activityProductExists } from '@/app/_compose/activities-ports';
import { createActivityEndpoint } from '@/features/activities/endpoints';
import { createActivity } from '@/features/activities/server/activities';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/activities/create – a new promotion (audited)
export const POST = apiRoute(createActivityEndpoint, ({ db, input, operator, requestId }) =>
  createActivity(db, input, { actor: operatorActor(operator), requestId }, activityProductExists),
);
