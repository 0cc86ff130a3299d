import { plansPorts } from '@/app/_compose/plans-ports';
import { setDiscountEndpoint } from '@/features/plans/endpoints';
import { setDiscount } from '@/features/plans/server/operator-changes';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/corporations/discount – sets a corporation's discount in percent (audited)
export const POST = apiRoute(setDiscountEndpoint, ({ db, input, operator, requestId }) =>
  setDiscount(db, input, { actor: operatorActor(operator), requestId }, plansPorts),
);
