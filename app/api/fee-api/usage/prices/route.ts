import { usagePricesEndpoint } from '@/features/billing/endpoints/usage';
import { usagePrices } from '@/features/billing/server/metering/pricing';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/usage/prices – what a minute of conversation costs now
export const GET = apiRoute(usagePricesEndpoint, async () => usagePrices());
