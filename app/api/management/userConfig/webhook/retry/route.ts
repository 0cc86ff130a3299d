import { webhookRetryEndpoint } from '@/features/deploy/endpoints/webhooks';
import { retryDelivery } from '@/features/deploy/server/webhooks/resend';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/webhook/retry – queues a failed delivery again now, its attempts starting over
export const POST = apiRoute(webhookRetryEndpoint, ({ db, identity, input, lang }) =>
  retryDelivery(db, identity.corpId, input.deliveryId, lang),
);
