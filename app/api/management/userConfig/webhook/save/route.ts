import { webhookSaveEndpoint } from '@/features/deploy/endpoints/webhooks';
import { saveWebhookConfig } from '@/features/deploy/server/webhooks/settings';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/webhook/save – sets or removes the callback address; the first one makes the secret
export const POST = apiRoute(webhookSaveEndpoint, ({ db, identity, input }) =>
  saveWebhookConfig(db, identity.corpId, input),
);
