import { billingCertification } from '@/app/_compose/billing-ports';
import { payMethodsEndpoint } from '@/features/billing/endpoints';
import { payMethods } from '@/features/billing/server/online/pay-methods';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/pay/methods – the ways the corporation can pay now (configured gateways, transfer when certified, balance)
export const GET = apiRoute(payMethodsEndpoint, ({ db, identity }) =>
  payMethods(db, identity.corpId, billingCertification),
);
