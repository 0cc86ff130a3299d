import { webhookDeliveriesEndpoint } from '@/features/deploy/endpoints/webhooks';
import { listDeliveries } from '@/features/deploy/server/webhooks/deliveries';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userConfig/webhook/deliveries – the account's delivery log by page, newest first
export const GET = apiRoute(webhookDeliveriesEndpoint, ({ db, identity, input, lang }) =>
  listDeliveries(db, identity.corpId, input, lang),
);
