import { notifyCommunity } from '@/app/_compose/community-ports';
import { decideEndpoint } from '@/features/community/endpoints';
import { decide } from '@/features/community/server/moderation';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/community/decide – approves, or rejects with a reason, a pending post or comment
export const POST = apiRoute(decideEndpoint, ({ db, input, operator, requestId }) =>
  decide(db, input, { actor: operatorActor(operator), requestId, notify: notifyCommunity }),
);
