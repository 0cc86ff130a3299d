import { billingPorts } from '@/app/_compose/billing-ports';
import { standingEndpoint } from '@/features/billing/endpoints';
import { standingOf } from '@/features/billing/server/accounts';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/account – balance, credit limit, arrears and discount
export const GET = apiRoute(standingEndpoint, ({ db, identity }) =>
  standingOf(db, identity.corpId, billingPorts),
);
