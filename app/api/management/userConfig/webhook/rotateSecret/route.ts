import { rotateWebhookSecret } from '@/features/deploy/server/webhooks/settings';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/userConfig/webhook/rotateSecret – a new signing secret, shown whole in this answer only
export const POST = apiRoute({ audience: 'customer' }, ({ db, identity }) =>
  rotateWebhookSecret(db, identity.corpId),
);
