import { saveCustomerEndpoint } from '@/features/billing/endpoints';
import { saveCustomerInfo } from '@/features/billing/server/customers';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/pay/saveOrUpdateCustomer – the corporation's billing profile (invoice details)
export const POST = apiRoute(saveCustomerEndpoint, ({ db, input, identity }) =>
  saveCustomerInfo(db, identity.corpId, input),
);
