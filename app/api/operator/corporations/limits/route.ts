import { plansPorts } from '@/app/_compose/plans-ports';
import { setLimitEndpoint } from '@/features/plans/endpoints';
import { setLimit } from '@/features/plans/server/operator-changes';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/corporations/limits – overrides one limit of a corporation, or restores its default (audited)
export const POST = apiRoute(setLimitEndpoint, ({ db, input, operator, requestId }) =>
  setLimit(db, input, { actor: operatorActor(operator), requestId }, plansPorts),
);
