import { webhookQueryEndpoint } from '@/features/deploy/endpoints/webhooks';
import { readWebhookConfig } from '@/features/deploy/server/webhooks/settings';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/userConfig/webhook/query – the account's callback address and what is shown of its secret
export const GET = apiRoute(webhookQueryEndpoint, ({ db, identity }) =>
  readWebhookConfig(db, identity.corpId),
);
