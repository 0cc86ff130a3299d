import { rejectCertificationEndpoint } from '@/features/certification/endpoints';
import { rejectCertification } from '@/features/certification/server/review';
import { notifyCertificationDecision } from '@/app/_compose/certification-ports';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/certifications/reject – refuses with a reason the customer reads; they may certify again
export const POST = apiRoute(rejectCertificationEndpoint, ({ db, input, operator, requestId }) =>
  rejectCertification(db, input, {
    actor: operatorActor(operator),
    requestId,
    notify: notifyCertificationDecision,
  }),
);
