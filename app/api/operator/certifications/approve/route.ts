import { approveCertificationEndpoint } from '@/features/certification/endpoints';
import { approveCertification } from '@/features/certification/server/review';
import { notifyCertificationDecision } from '@/app/_compose/certification-ports';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/certifications/approve – verifies the corporation; the customer is mailed
export const POST = apiRoute(approveCertificationEndpoint, ({ db, input, operator, requestId }) =>
  approveCertification(db, input.id, {
    actor: operatorActor(operator),
    requestId,
    notify: notifyCertificationDecision,
  }),
);
