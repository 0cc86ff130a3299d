import { billingPorts } from '@/app/_compose/billing-ports';
import { setTerms } from '@/features/billing/server/accounts';
import { operatorActor } from '@/lib/server/audit/audit';
import { setTermsEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/accounts/terms – credit limit and arrears policy (audited)
export const POST = apiRoute(setTermsEndpoint, ({ db, input, operator, requestId }) =>
  setTerms(db, input, { actor: operatorActor(operator), requestId }, billingPorts),
);
