import { createOperatorEndpoint } from '@/features/operator/endpoints';
import { createOperator } from '@/features/operator/server/operators';
import { operatorActor } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/operators/create – a new operator with a first password; they enrol TOTP at first sign-in
export const POST = apiRoute(createOperatorEndpoint, ({ db, input, operator, requestId }) =>
  createOperator(db, input, operatorActor(operator), requestId),
);
