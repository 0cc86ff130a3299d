import { notifyPortraitDecision } from '@/app/_compose/portraits-review-ports';
import { rejectPortraitEndpoint } from '@/features/portraits-review/endpoints';
import { rejectPortrait } from '@/features/catalogue/server/user-models/review';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/portraits/reject – refuses with a reason its maker reads
export const POST = apiRoute(rejectPortraitEndpoint, ({ db, input, operator, requestId }) =>
  rejectPortrait(db, input, { actor: operatorActor(operator), requestId, notify: notifyPortraitDecision }),
);
