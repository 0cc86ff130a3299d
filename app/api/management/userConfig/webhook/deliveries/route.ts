import { deliveriesRequest } from '@/features/deploy/contract/webhooks';
import { listDeliveries } from '@/features/deploy/server/webhooks/deliveries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userConfig/webhook/deliveries – the account's delivery log by page, newest first
export const GET = apiRoute(
  { input: deliveriesRequest, audience: 'customer' },
  ({ db, identity, input, lang }) => listDeliveries(db, identity.corpId, input, lang),
);
