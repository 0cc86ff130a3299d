import { setLeadStatus } from '@/features/marketing/server/leads';
import { setLeadStatusEndpoint } from '@/features/operator/endpoints';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/leads/status – new, contacted or closed (audited)
export const POST = apiRoute(setLeadStatusEndpoint, ({ db, input, operator, requestId }) =>
  setLeadStatus(db, input, { actor: operatorActor(operator), requestId }),
);
