import { flagsEndpoint } from '@/features/community/endpoints';
import { setFlags } from '@/features/community/server/moderation';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/community/flags – pins, locks, hides or marks a post as an announcement
export const POST = apiRoute(flagsEndpoint, ({ db, input, operator, requestId }) =>
  setFlags(db, input, { actor: operatorActor(operator), requestId }),
);
