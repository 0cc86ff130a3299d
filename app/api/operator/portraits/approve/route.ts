import { notifyPortraitDecision } from '@/app/_compose/portraits-review-ports';
import { approvePortraitEndpoint } from '@/features/portraits-review/endpoints';
import { approvePortrait } from '@/features/catalogue/server/user-models/review';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/portraits/approve – the portrait becomes ready; its maker is told
export const POST = apiRoute(approvePortraitEndpoint, ({ db, input, operator, requestId }) =>
  approvePortrait(db, input.id, {
    actor: operatorActor(operator),
    requestId,
    notify: notifyPortraitDecision,
  }),
);
