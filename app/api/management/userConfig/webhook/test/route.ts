import { webhookTestEndpoint } from '@/features/deploy/endpoints/webhooks';
import { sendTestEvent } from '@/features/deploy/server/webhooks/resend';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/webhook/test – sends a test event now and answers how its delivery went
export const POST = apiRoute(webhookTestEndpoint, ({ db, identity, lang }) =>
  sendTestEvent(db, identity.corpId, lang),
);
