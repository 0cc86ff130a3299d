import { plansPorts } from '@/app/_compose/plans-ports';
import { endGrantEndpoint } from '@/features/plans/endpoints';
import { endGrant } from '@/features/plans/server/operator-changes';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/corporations/grants/end – ends a grant now (audited)
export const POST = apiRoute(endGrantEndpoint, ({ db, input, operator, requestId }) =>
  endGrant(db, input, { actor: operatorActor(operator), requestId }, plansPorts),
);
