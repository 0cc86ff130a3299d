import { plansPorts } from '@/app/_compose/plans-ports';
import { addGrantEndpoint } from '@/features/plans/endpoints';
import { addGrant } from '@/features/plans/server/operator-changes';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/corporations/grants – gives a corporation concurrent conversations until a date (audited)
export const POST = apiRoute(addGrantEndpoint, ({ db, input, operator, requestId }) =>
  addGrant(db, input, { actor: operatorActor(operator), requestId }, plansPorts),
);
