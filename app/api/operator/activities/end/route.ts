import { endActivityEndpoint } from '@/features/activities/endpoints';
import { endActivity } from '@/features/activities/server/activities';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/activities/end – ends a promotion now (audited)
export const POST = apiRoute(endActivityEndpoint, ({ db, input, operator, requestId }) =>
  endActivity(db, input.activityId, { actor: operatorActor(operator), requestId }),
);
