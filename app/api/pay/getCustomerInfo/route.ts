import { getCustomerEndpoint } from '@/features/billing/endpoints';
import { customerInfo } from '@/features/billing/server/customers';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/pay/getCustomerInfo – the corporation's billing profile
export const GET = apiRoute(getCustomerEndpoint, ({ db, identity }) => customerInfo(db, identity.corpId));
