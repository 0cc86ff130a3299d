import { billingPorts } from '@/app/_compose/billing-ports';
import { standingOf } from '@/features/billing/server/accounts';
import { operatorStandingEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/accounts/detail – a corporation's balance and terms
export const GET = apiRoute(operatorStandingEndpoint, async ({ db, input }) => ({
  corpId: input.corpId,
  ...(await standingOf(db, input.corpId, billingPorts)),
}));
