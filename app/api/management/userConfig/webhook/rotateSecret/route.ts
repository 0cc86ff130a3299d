import { webhookRotateSecretEndpoint } from '@/features/deploy/endpoints/webhooks';
import { rotateWebhookSecret } from '@/features/deploy/server/webhooks/settings';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/webhook/rotateSecret – a new signing secret, shown whole in this answer only
export const POST = apiRoute(webhookRotateSecretEndpoint, async (ctx) => {
  const answer = await rotateWebhookSecret(ctx.db, ctx.identity.corpId);
  await auditCustomer(ctx, 'webhook.rotate-secret', { type: 'webhook', id: null });
  return answer;
});
