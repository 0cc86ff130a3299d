import { setLeadStatus } from '@/features/marketing/server/leads';
import { setLeadStatusRequest } from '@/features/operator/contract';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// POST /api/operator/leads/status – new, contacted or closed (audited)
export const POST = apiRoute(
  { input: setLeadStatusRequest, audience: operatorAudience('lead.manage') },
  ({ db, input, operator, requestId }) =>
    setLeadStatus(db, input, { actor: operatorActor(operator), requestId }),
);
